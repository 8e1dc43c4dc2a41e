import { http } from '../client';
import type { Customer, CustomerCreate, CustomerUpdate } from '../schemas/customers';

export const customersApi = {
  list: () => http.get<Customer[]>('/customers/getAll').then((r) => r.data),
  create: (fields: CustomerCreate) =>
    http.post<Customer>('/customers/post', null, { params: fields }).then((r) => r.data),
  update: (fields: CustomerUpdate) =>
    http.put<Customer>('/customers/updateByID', null, { params: fields }).then((r) => r.data),
  remove: (idCustomer: number) =>
    http
      .delete<unknown>('/customers/deleteByID', { params: { id_customer: idCustomer } })
      .then((r) => r.data),
};
