import { http } from '../client';
import { LOOKUP_KINDS, type LookupKind } from '../constants';
import type { LookupRow } from '../schemas/lookups';
import type { ImagePriority, OperationType, OrderStatus, Shipping } from '../schemas/lookups';

type Row = Record<string, unknown>;

/** Category, brand, size, color and material: the same four calls, field names from LOOKUP_KINDS. */
export const lookupsApi = {
  list: async (kind: LookupKind): Promise<LookupRow[]> => {
    const { path, idField, nameField } = LOOKUP_KINDS[kind];
    const { data } = await http.get<Row[]>(`/${path}/getAll`);
    return data.map((row) => ({ id: Number(row[idField]), name: String(row[nameField]) }));
  },
  /** Adds an entry; the reply in the list's own shape, so the page can show the new row. */
  create: (kind: LookupKind, name: string): Promise<LookupRow> => {
    const { path, idField, nameField } = LOOKUP_KINDS[kind];
    return http
      .post<Row>(`/${path}/post`, null, { params: { [nameField]: name } })
      .then((r) => ({ id: Number(r.data[idField]), name: String(r.data[nameField]) }));
  },
  update: (kind: LookupKind, id: number, name: string) => {
    const { path, idField, nameField } = LOOKUP_KINDS[kind];
    return http
      .put<Row>(`/${path}/updateByID`, null, { params: { [idField]: id, [nameField]: name } })
      .then((r) => r.data);
  },
  remove: (kind: LookupKind, id: number) => {
    const { path, idField } = LOOKUP_KINDS[kind];
    return http
      .delete<unknown>(`/${path}/deleteByID`, { params: { [idField]: id } })
      .then((r) => r.data);
  },
  shipping: () => http.get<Shipping[]>('/shipping/getAll').then((r) => r.data),
  orderStatuses: () => http.get<OrderStatus[]>('/orderstatus/getAll').then((r) => r.data),
  operationTypes: () => http.get<OperationType[]>('/operationtypes/getAll').then((r) => r.data),
  imagePriorities: () => http.get<ImagePriority[]>('/imagepriority/getAll').then((r) => r.data),
};
