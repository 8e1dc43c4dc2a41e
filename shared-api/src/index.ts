// Public surface of the browser client. The server imports only `@poshak/shared-api/schemas`.
// Run-time values here are zod-free (constants, the resource modules): zod and the schemas load only
// where something validates, from `@poshak/shared-api/schemas` — not on every first page; axios
// with the first request (`./client`; the instance itself is `@poshak/shared-api/http`).
export * from './constants';
export * from './campaign';
export * from './money';
export type * from './schemas';
export { ApiError } from './api-error';
export { firstGet } from './first-get';
export { sessionStore, hasRole, USERNAME_KEY, type SessionState } from './session';
export { authApi } from './resources/auth';
export { lookupsApi } from './resources/lookups';
export { storefrontApi } from './resources/storefront';
export { ORDER_LIST_PATH, ordersApi, type OrderListParams } from './resources/orders';
export { customersApi } from './resources/customers';
export { stockApi, type StockListParams, type OnProgress } from './resources/stock';
export { couponsApi } from './resources/coupons';
export { auditApi, type AuditListParams } from './resources/audit';
export { staffApi } from './resources/staff';
export { exportsApi, type CsvFile } from './resources/exports';
export { DASHBOARD_PATH, dashboardApi } from './resources/dashboard';
export { smsApi, type SmsMessageListParams } from './resources/sms';
export {
  couriersApi,
  type CourierAreaBody,
  type CourierAreaMapping,
  type CourierLocationKind,
  type CourierLocationList,
  type CourierTestResult,
} from './resources/couriers';
export { codApi } from './resources/cod';
export { riskApi } from './resources/risk';
export { releasesApi } from './resources/releases';
export { queryKeys } from './query-keys';
