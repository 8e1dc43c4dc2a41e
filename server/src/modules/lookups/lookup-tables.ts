import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { BENGALI_NAME_FIELD, LOOKUP_KINDS, type LookupKind } from '@poshak/shared-api/schemas';
import { brands, categories, colors, materials, sizes } from '../../db/schema';

export interface LookupTable {
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  /** The Bengali name, for the lists that have one. */
  nameBn?: AnyPgColumn;
  noun: string;
}

export const TABLES: Record<LookupKind, LookupTable> = {
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

export function toRecord(
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

export const columnsOf = (t: LookupTable) => ({
  id: t.id,
  name: t.name,
  ...(t.nameBn ? { nameBn: t.nameBn } : {}),
});

/** The Bengali name to write: '' removes it, undefined leaves it as it is. */
export const bengaliValue = (t: LookupTable, nameBn: string | undefined) =>
  t.nameBn && nameBn !== undefined ? { [t.nameBn.name]: nameBn === '' ? null : nameBn } : {};
