import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  BENGALI_NAME_FIELD,
  LOOKUP_KINDS,
  type DeliveryZone,
  type DeliveryZoneBody,
  type LookupKind,
} from '@poshak/shared-api/schemas';
import type { Executor } from '../../db/database';
import { required } from '../../lib/required';
import {
  brands,
  categories,
  colors,
  deliveryZones,
  imagePriorities,
  materials,
  operationTypes,
  orderStatuses,
  shipping,
  sizes,
} from '../../db/schema';
import { notFound } from '../../errors';
import { audited, type Actor } from '../audit';

interface LookupTable {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  /** The Bengali name, for the lists that have one. */
  nameBn?: AnyPgColumn;
  noun: string;
}

const TABLES: Record<LookupKind, LookupTable> = {
  category: {
    table: categories,
    id: categories.id_category,
    name: categories.category_name,
    nameBn: categories.category_name_bn,
    noun: 'category',
  },
  brand: { table: brands, id: brands.id_brand, name: brands.brand_name, noun: 'brand' },
  size: {
    table: sizes,
    id: sizes.id_size,
    name: sizes.size_name,
    nameBn: sizes.size_name_bn,
    noun: 'size',
  },
  color: {
    table: colors,
    id: colors.id_color,
    name: colors.color_name,
    nameBn: colors.color_name_bn,
    noun: 'color',
  },
  material: {
    table: materials,
    id: materials.id_material,
    name: materials.material_name,
    nameBn: materials.material_name_bn,
    noun: 'material',
  },
};

/** A lookup row under the spec's field names, e.g. `{id_category, category_name}`. */
export type LookupRecord = Record<string, number | string | null>;

function toRecord(
  kind: LookupKind,
  row: { id: unknown; name: unknown; nameBn?: unknown },
): LookupRecord {
  const { idField, nameField } = LOOKUP_KINDS[kind];
  const bnField = BENGALI_NAME_FIELD[kind];
  return {
    [idField]: Number(row.id),
    [nameField]: String(row.name),
    ...(bnField ? { [bnField]: typeof row.nameBn === 'string' ? row.nameBn : null } : {}),
  };
}

const columnsOf = (t: LookupTable) => ({
  id: t.id,
  name: t.name,
  ...(t.nameBn ? { nameBn: t.nameBn } : {}),
});

/** The Bengali name to write: '' removes it, undefined leaves it as it is. */
const bengaliValue = (t: LookupTable, nameBn: string | undefined) =>
  t.nameBn && nameBn !== undefined ? { [t.nameBn.name]: nameBn === '' ? null : nameBn } : {};

/** The five staff-maintained lists (category, brand, size, color, material) and the fixed ones. */
export function lookupsRepository(db: Executor) {
  return {
    async list(kind: LookupKind): Promise<LookupRecord[]> {
      const t = TABLES[kind];
      const rows = await db.select(columnsOf(t)).from(t.table).orderBy(asc(t.id));
      return rows.map((row) => toRecord(kind, row));
    },

    /** One row, read under a lock for the change about to be made to it. */
    async get(kind: LookupKind, id: number): Promise<LookupRecord | undefined> {
      const t = TABLES[kind];
      const [row] = await db.select(columnsOf(t)).from(t.table).where(eq(t.id, id)).for('update');
      return row ? toRecord(kind, row) : undefined;
    },

    create: (kind: LookupKind, name: string, nameBn: string | undefined, actor: Actor | null) =>
      audited(db, actor, async (tx) => {
        const t = TABLES[kind];
        const [row] = await tx
          .insert(t.table)
          .values({ [t.name.name]: name, ...bengaliValue(t, nameBn) })
          .returning(columnsOf(t));
        const after = toRecord(kind, required(row, 'inserted row'));
        const id = after[LOOKUP_KINDS[kind].idField] ?? '';
        return { result: after, change: { kind, id, action: 'create', after } };
      }),

    update: (
      kind: LookupKind,
      id: number,
      name: string,
      nameBn: string | undefined,
      actor: Actor | null,
    ): Promise<LookupRecord> =>
      audited(db, actor, async (tx) => {
        const t = TABLES[kind];
        const before = await lookupsRepository(tx).get(kind, id);
        const [row] = await tx
          .update(t.table)
          .set({ [t.name.name]: name, ...bengaliValue(t, nameBn) })
          .where(eq(t.id, id))
          .returning(columnsOf(t));
        if (!row) throw notFound(`${LOOKUP_KINDS[kind].idField}: no ${t.noun} ${id}`);
        const after = toRecord(kind, row);
        return { result: after, change: { kind, id, action: 'update', before, after } };
      }),

    remove: (kind: LookupKind, id: number, actor: Actor | null): Promise<void> =>
      audited(db, actor, async (tx) => {
        const t = TABLES[kind];
        const before = await lookupsRepository(tx).get(kind, id);
        const deleted = await tx.delete(t.table).where(eq(t.id, id)).returning({ id: t.id });
        if (deleted.length === 0) {
          throw notFound(`${LOOKUP_KINDS[kind].idField}: no ${t.noun} ${id}`);
        }
        return { result: undefined, change: { kind, id, action: 'delete', before } };
      }),

    /** Every area with its zone's weight steps: the storefront quotes a parcel's fee from it. */
    shipping: () =>
      db
        .select({
          id_shipping: shipping.id_shipping,
          shipping_name: shipping.shipping_name,
          cost: shipping.cost,
          delivery_min_days: shipping.delivery_min_days,
          delivery_max_days: shipping.delivery_max_days,
          zone: shipping.zone,
          step_grams: deliveryZones.step_grams,
          step_fee: deliveryZones.step_fee,
        })
        .from(shipping)
        .innerJoin(deliveryZones, eq(deliveryZones.zone, shipping.zone))
        .orderBy(asc(shipping.id_shipping)),
    deliveryZones: () => db.select().from(deliveryZones).orderBy(asc(deliveryZones.zone)),
    /** A zone's weight steps (admins): every area of the zone charges by them from now on. */
    setZoneSteps: (zone: DeliveryZone, steps: DeliveryZoneBody, actor: Actor | null) =>
      audited(db, actor, async (tx) => {
        const [before] = await tx
          .select()
          .from(deliveryZones)
          .where(eq(deliveryZones.zone, zone))
          .for('update');
        const [after] = await tx
          .update(deliveryZones)
          .set(steps)
          .where(eq(deliveryZones.zone, zone))
          .returning();
        if (!before || !after) throw notFound(`zone: no delivery zone ${zone}`);
        return {
          result: after,
          change: { kind: 'delivery_zone', id: zone, action: 'update', before, after },
        };
      }),
    orderStatuses: () =>
      db.select().from(orderStatuses).orderBy(asc(orderStatuses.id_order_status)),
    operationTypes: () =>
      db.select().from(operationTypes).orderBy(asc(operationTypes.id_operation_type)),
    imagePriorities: () =>
      db.select().from(imagePriorities).orderBy(asc(imagePriorities.id_image_priority)),
  };
}
