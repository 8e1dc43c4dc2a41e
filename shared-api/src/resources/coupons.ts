import { http } from '../client';
import type { Coupon, CouponBody } from '../schemas/coupons';

export const couponsApi = {
  list: () => http.get<Coupon[]>('/coupons').then((r) => r.data),
  create: (body: CouponBody) => http.post<Coupon>('/coupons', body).then((r) => r.data),
  update: (idCoupon: number, body: CouponBody) =>
    http.put<Coupon>(`/coupons/${idCoupon}`, body).then((r) => r.data),
  remove: (idCoupon: number) => http.delete<unknown>(`/coupons/${idCoupon}`).then((r) => r.data),
};
