import { z } from './zod';
import { id, name, plainText } from './common';

import { BENGALI_NAME_FIELD, DELIVERY_ZONES, LOOKUP_KINDS, type LookupKind } from '../constants';

export {
  AFTER_FEE_CHECK,
  BENGALI_NAME_FIELD,
  canMoveOrder,
  DEFAULT_WEIGHT_GRAMS,
  DELIVERY_ZONES,
  INSIDE_DHAKA_SHIPPING_ID,
  LOOKUP_KINDS,
  lookupKinds,
  OPERATION,
  ORDER_STATUS_NAMES,
  ORDER_STATUS_TRANSITIONS,
  orderStatusId,
  orderStatusName,
  PRIORITY,
  STOCK_FEW_LEFT,
  WEIGHT_GRAMS_MAX,
} from '../constants';
export type { DeliveryZone, LookupKind, OrderStatusName } from '../constants';

export const category = z.object({
  id_category: z.number().int(),
  category_name: z.string(),
  /** Shown on Bengali pages; null: the English name serves both. */
  category_name_bn: z.string().nullable().optional(),
});
/** Brands are names, not words: a brand is shown as its label writes it, in both languages. */
export const brand = z.object({ id_brand: z.number().int(), brand_name: z.string() });
export const size = z.object({
  id_size: z.number().int(),
  size_name: z.string(),
  /** A size said in words ("Free Size": ফ্রি সাইজ); null: the English one, in the page's digits. */
  size_name_bn: z.string().nullable().optional(),
});
export const color = z.object({
  id_color: z.number().int(),
  color_name: z.string(),
  color_name_bn: z.string().nullable().optional(),
});
export const material = z.object({
  id_material: z.number().int(),
  material_name: z.string(),
  material_name_bn: z.string().nullable().optional(),
});
export type Category = z.infer<typeof category>;
export type Brand = z.infer<typeof brand>;
export type Size = z.infer<typeof size>;
export type Color = z.infer<typeof color>;
export type Material = z.infer<typeof material>;

/** A lookup row in the kind-independent form the generic list page works with. */
export interface LookupRow {
  id: number;
  name: string;
  /** The name Bengali pages show (null: the English one); absent for lists without one (brands). */
  name_bn?: string | null;
}

const LOOKUP_NAME_MAX = 60;
/** The name of a category, brand, size, color or material. */
export const lookupName = name(LOOKUP_NAME_MAX);
/**
 * Its Bengali name, under the same rules but empty allowed (which removes it). Not a union of ''
 * and `lookupName`: a refused union says only "Invalid input", not which rule the text broke.
 */
const lookupNameBn = plainText().max(LOOKUP_NAME_MAX);

const bengaliName = (kind: LookupKind) => {
  const field = BENGALI_NAME_FIELD[kind];
  return field ? { [field]: lookupNameBn.optional() } : {};
};

/** Query of POST /<kind>/post, e.g. ?category_name=Shirts */
export const lookupCreateQuery = (kind: LookupKind) =>
  z.object({ [LOOKUP_KINDS[kind].nameField]: lookupName, ...bengaliName(kind) });
/** Query of PUT /<kind>/updateByID, e.g. ?id_category=3&category_name=Shirts */
export const lookupUpdateQuery = (kind: LookupKind) =>
  z.object({
    [LOOKUP_KINDS[kind].idField]: id,
    [LOOKUP_KINDS[kind].nameField]: lookupName,
    ...bengaliName(kind),
  });
/** Query of DELETE /<kind>/deleteByID, e.g. ?id_category=3 */
export const lookupDeleteQuery = (kind: LookupKind) =>
  z.object({ [LOOKUP_KINDS[kind].idField]: id });

export const shipping = z.object({
  id_shipping: z.number().int(),
  /** Area label key: 1 = inside Dhaka, anything else = outside Dhaka (spec §3). */
  shipping_name: z.string(),
  cost: z.number().int().min(0),
  /** How many days a parcel takes to arrive (staff set them). */
  delivery_min_days: z.number().int(),
  delivery_max_days: z.number().int(),
  /** The area's delivery zone: which step fee a parcel heavier than one step adds. */
  zone: z.enum(DELIVERY_ZONES),
  /** The weight `cost` covers, and each further step begun, in grams (the zone's). */
  step_grams: z.number().int(),
  /** Taka each step begun beyond the first adds (the zone's). */
  step_fee: z.number().int(),
});
export type Shipping = z.infer<typeof shipping>;

/** A delivery zone's weight steps (docs/delivery-fees.md). */
export const deliveryZone = z.object({
  zone: z.enum(DELIVERY_ZONES),
  step_grams: z.number().int(),
  step_fee: z.number().int(),
});
export type DeliveryZoneSteps = z.infer<typeof deliveryZone>;

/** PUT /api/shipping/zones/:zone — admins set a zone's weight steps. */
export const deliveryZoneParams = z.object({ zone: z.enum(DELIVERY_ZONES) });
export const deliveryZoneBody = z.object({
  /** From 100 g (a step finer than that is no courier's) to 10 kg. */
  step_grams: z.number().int().min(100).max(10_000),
  step_fee: z.number().int().min(0).max(1000),
});
export type DeliveryZoneBody = z.infer<typeof deliveryZoneBody>;

export const orderStatus = z.object({
  id_order_status: z.number().int(),
  order_status_name: z.string(),
});
export type OrderStatus = z.infer<typeof orderStatus>;

export const operationType = z.object({
  id_operation_type: z.number().int(),
  operation_name: z.string(),
});
export type OperationType = z.infer<typeof operationType>;

export const imagePriority = z.object({
  id_image_priority: z.number().int(),
  priority: z.string(),
});
export type ImagePriority = z.infer<typeof imagePriority>;
