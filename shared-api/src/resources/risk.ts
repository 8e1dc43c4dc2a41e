import { http } from '../client';
import type { BlockedPhone, BlockPhoneBody, PhoneRisk, RiskRules } from '../schemas/risk';

/** Fake orders (docs/risk.md): a number's risk, the blocklist, the owner's rules, held orders. */
export const riskApi = {
  ofPhone: (phone: string) =>
    http.get<PhoneRisk>('/backoffice/risk', { params: { phone } }).then((r) => r.data),
  blocklist: () => http.get<BlockedPhone[]>('/backoffice/blocklist').then((r) => r.data),
  block: (body: BlockPhoneBody) =>
    http.post<BlockedPhone>('/backoffice/blocklist', body).then((r) => r.data),
  unblock: (phone: string) =>
    http.delete<unknown>(`/backoffice/blocklist/${encodeURIComponent(phone)}`).then((r) => r.data),
  rules: () => http.get<RiskRules>('/backoffice/risk/rules').then((r) => r.data),
  setRules: (rules: RiskRules) =>
    http.put<RiskRules>('/backoffice/risk/rules', rules).then((r) => r.data),
  releaseHold: (invoiceNo: number) =>
    http
      .put<unknown>(`/backoffice/orders/${invoiceNo}/hold`, { released: true })
      .then((r) => r.data),
};
