import { http } from '../client';
import type { OkMessage } from '../schemas/common';
import type { StaffDirectory, StaffPasswordBody, StaffRoleBody } from '../schemas/staff';

/** The staff page: accounts and waiting sign-ups; an account's role, password and removal. */
export const staffApi = {
  directory: () => http.get<StaffDirectory>('/backoffice/staff/accounts').then((r) => r.data),
  setRole: (id: number, body: StaffRoleBody) =>
    http.put<OkMessage>(`/backoffice/staff/${id}/role`, body).then((r) => r.data),
  resetPassword: (id: number, body: StaffPasswordBody) =>
    http.put<OkMessage>(`/backoffice/staff/${id}/password`, body).then((r) => r.data),
  remove: (id: number) => http.delete<OkMessage>(`/backoffice/staff/${id}`).then((r) => r.data),
};
