import { http } from '../client';
import { BENGALI_NAME_FIELD, LOOKUP_KINDS, type LookupKind } from '../constants';
import type {
  LookupRow,
  ImagePriority,
  OperationType,
  OrderStatus,
  Shipping,
  DeliveryZone,
  DeliveryZoneBody,
  DeliveryZoneSteps,
} from '../schemas/lookups';
import type { DeliveryEstimate } from '../schemas/tracking';

type Row = Record<string, unknown>;

/** Category, brand, size, color and material: the same four calls, field names from LOOKUP_KINDS. */
export const lookupsApi = {
  list: async (kind: LookupKind): Promise<LookupRow[]> => {
    const { path, idField, nameField } = LOOKUP_KINDS[kind];
    const bnField = BENGALI_NAME_FIELD[kind];
    const { data } = await http.get<Row[]>(`/${path}/getAll`);
    return data.map((row) => {
      const nameBn = bnField ? row[bnField] : undefined;
      return {
        id: Number(row[idField]),
        name: String(row[nameField]),
        ...(nameBn !== undefined && { name_bn: typeof nameBn === 'string' ? nameBn : null }),
      };
    });
  },
  /**
   * Adds an entry; the reply in the list's own shape, so the page can show the new row.
   * `nameBn`: its Bengali name, for the lists that have one ('' removes it; undefined leaves it).
   */
  create: (kind: LookupKind, name: string, nameBn?: string): Promise<LookupRow> => {
    const { path, idField, nameField } = LOOKUP_KINDS[kind];
    const bnField = BENGALI_NAME_FIELD[kind];
    return http
      .post<Row>(`/${path}/post`, null, {
        params: {
          [nameField]: name,
          ...(bnField && nameBn !== undefined && { [bnField]: nameBn }),
        },
      })
      .then((r) => {
        const created = bnField ? r.data[bnField] : undefined;
        return {
          id: Number(r.data[idField]),
          name: String(r.data[nameField]),
          ...(created !== undefined && {
            name_bn: typeof created === 'string' ? created : null,
          }),
        };
      });
  },
  update: (kind: LookupKind, id: number, name: string, nameBn?: string) => {
    const { path, idField, nameField } = LOOKUP_KINDS[kind];
    const bnField = BENGALI_NAME_FIELD[kind];
    return http
      .put<Row>(`/${path}/updateByID`, null, {
        params: {
          [idField]: id,
          [nameField]: name,
          ...(bnField && nameBn !== undefined && { [bnField]: nameBn }),
        },
      })
      .then((r) => r.data);
  },
  remove: (kind: LookupKind, id: number) => {
    const { path, idField } = LOOKUP_KINDS[kind];
    return http
      .delete<unknown>(`/${path}/deleteByID`, { params: { [idField]: id } })
      .then((r) => r.data);
  },
  shipping: () =>
    http.get<Shipping[]>('/shipping/getAll', { reply: 'shippingAreas' }).then((r) => r.data),
  /** The days a shipping area promises for delivery (admin). */
  setDelivery: (idShipping: number, days: DeliveryEstimate) =>
    http.put<unknown>(`/shipping/${idShipping}/delivery`, days).then((r) => r.data),
  /** Every delivery zone's weight steps. */
  deliveryZones: () => http.get<DeliveryZoneSteps[]>('/shipping/zones').then((r) => r.data),
  /** A zone's weight steps (admin): what each kg past the first adds. */
  setZoneSteps: (zone: DeliveryZone, steps: DeliveryZoneBody) =>
    http.put<DeliveryZoneSteps>(`/shipping/zones/${zone}`, steps).then((r) => r.data),
  orderStatuses: () => http.get<OrderStatus[]>('/orderstatus/getAll').then((r) => r.data),
  operationTypes: () => http.get<OperationType[]>('/operationtypes/getAll').then((r) => r.data),
  imagePriorities: () => http.get<ImagePriority[]>('/imagepriority/getAll').then((r) => r.data),
};
