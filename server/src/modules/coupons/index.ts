// What the coupons domain offers the rest of the server: the coupon list (bound in
// db/repositories); redeeming a coupon is the orders domain's. Its routes are registered by app.ts.
export { couponsRepository } from './coupons';
