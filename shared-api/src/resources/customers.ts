import { http } from '../client';
import type { Customer, CustomerCreate, CustomerUpdate } from '../schemas/customers';
import type { CustomerLookup } from '../schemas/staff-orders';

export const customersApi = {
  list: () => http.get<Customer[]>('/customers/getAll').then((r) => r.data),
  create: (fields: CustomerCreate) =>
    http.post<Customer>('/customers/post', null, { params: fields }).then((r) => r.data),
  update: (fields: CustomerUpdate) =>
    http.put<Customer>('/customers/updateByID', null, { params: fields }).then((r) => r.data),
  /** What the shop knows of a number: last name and address, its orders, their risk. */
  lookup: (phone: string) =>
    http
      .get<CustomerLookup>('/backoffice/customers/by-phone', { params: { phone } })
      .then((r) => r.data),
  remove: (idCustomer: number) =>
    http
      .delete<unknown>('/customers/deleteByID', { params: { id_customer: idCustomer } })
      .then((r) => r.data),
};
