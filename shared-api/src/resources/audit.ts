import { http } from '../client';
import type { AuditListQuery, AuditPage, StaffAccount } from '../schemas/audit';

/** The audit log's filters; `before` pages to older entries. */
export type AuditListParams = Partial<AuditListQuery>;

export const auditApi = {
  list: (params: AuditListParams) =>
    http.get<AuditPage>('/backoffice/audit', { params }).then((r) => r.data),
  staff: () => http.get<StaffAccount[]>('/backoffice/staff').then((r) => r.data),
};
