// The request and response schemas shared by the server (validation, OpenAPI) and the browser apps.
export * from './common';
export * from './lookups';
export * from './storefront';
export * from './orders';
export * from './phone';
export * from './customers';
export * from './stock';
export * from './auth';
export * from './coupons';
export * from './legacy';
export * from './tracking';
export * from './payments';
export * from './order-bulk';
export * from './audit';
export * from './staff';
export * from './dashboard';
export * from './variants';
export * from './error-map';
export * from './form-inputs';
export * from './sms';
export * from './campaign';
export * from './staff-orders';
// Browser forms build their own schemas with this same zod, configured for the shop's CSP.
export { z } from './zod';
export * from './couriers';
export * from './cod';
export * from './risk';
export * from './releases';
