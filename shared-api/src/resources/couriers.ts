import { http } from '../client';
import type {
  CourierBookingResult,
  CourierName,
  OrderCourierRecord,
  courierAreaBody,
  courierAreaList,
  courierAreaMapping,
  courierList,
  courierLocationList,
  courierTestResult,
} from '../schemas/couriers';
import type { z } from '../schemas/zod';

export type CourierLocationKind = 'city' | 'zone' | 'area';
export type CourierAreaBody = z.infer<typeof courierAreaBody>;
export type CourierAreaMapping = z.infer<typeof courierAreaMapping>;
export type CourierLocationList = z.infer<typeof courierLocationList>;
export type CourierTestResult = z.infer<typeof courierTestResult>;

/** The couriers the shop books parcels with: which are on, their places, bookings and events. */
export const couriersApi = {
  list: () => http.get<z.infer<typeof courierList>>('/backoffice/couriers').then((r) => r.data),
  /** Asks the courier something harmless with the shop's credentials (admins). */
  test: (courier: CourierName) =>
    http.post<CourierTestResult>(`/backoffice/couriers/${courier}/test`).then((r) => r.data),
  /** Its cities, a city's zones or a zone's areas (RedX: areas); `refresh` asks the courier again. */
  locations: (
    courier: CourierName,
    kind: CourierLocationKind,
    parentId?: number,
    refresh = false,
  ) =>
    http
      .get<CourierLocationList>(`/backoffice/couriers/${courier}/locations`, {
        params: {
          kind,
          ...(parentId !== undefined && { parent_id: parentId }),
          ...(refresh && { refresh: 'true' }),
        },
      })
      .then((r) => r.data),
  /** Every shipping area with where it lies in the courier's lists. */
  areas: (courier: CourierName) =>
    http
      .get<z.infer<typeof courierAreaList>>(`/backoffice/couriers/${courier}/areas`)
      .then((r) => r.data),
  mapArea: (courier: CourierName, idShipping: number, body: CourierAreaBody) =>
    http
      .put<CourierAreaMapping>(`/backoffice/couriers/${courier}/areas/${idShipping}`, body)
      .then((r) => r.data),
  /** Books these orders with the courier in one request; each order is answered on its own. */
  book: (courier: CourierName, invoiceNos: readonly number[]) =>
    http
      .post<CourierBookingResult>(`/backoffice/couriers/${courier}/bookings`, {
        invoice_nos: invoiceNos,
      })
      .then((r) => r.data),
  /** An order's bookings (newest first) and every word its couriers sent. */
  record: (invoiceNo: number) =>
    http.get<OrderCourierRecord>(`/backoffice/orders/${invoiceNo}/bookings`).then((r) => r.data),
};
