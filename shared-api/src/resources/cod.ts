import { http } from '../client';
import type {
  CodReconciliation,
  CodReconciliationQuery,
  CodSummary,
  CodUploadBody,
  CodUploadResult,
} from '../schemas/cod';
import type { CourierName } from '../schemas/couriers';

/** Cash on delivery: what each courier collected and paid against what each parcel should. */
export const codApi = {
  /** Parcels with their figures, mismatches first. */
  list: (params: CodReconciliationQuery) =>
    http.get<CodReconciliation>('/backoffice/cod/parcels', { params }).then((r) => r.data),
  /** Cash still with the couriers (the dashboard's figure). */
  summary: () => http.get<CodSummary>('/backoffice/cod/summary').then((r) => r.data),
  /** A courier's settlement CSV, read whole; the same file again changes nothing. */
  upload: (courier: CourierName, body: CodUploadBody) =>
    http.post<CodUploadResult>(`/backoffice/cod/${courier}/settlements`, body).then((r) => r.data),
};
