import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { brands, categories, colors, imagePriorities, materials, sizes } from '../../db/schema';

/**
 * A lookup list's name for a row, as a scalar subquery. Joining six small lists into a read made
 * PostgreSQL spend ~15 ms choosing among join orders on every call; six primary-key lookups per
 * row cost microseconds and leave a three-table join to plan.
 */
const nameOf = <T>(name: AnyPgColumn, id: AnyPgColumn, table: SQL, fk: AnyPgColumn) =>
  sql<T>`(SELECT ${name} FROM ${table} WHERE ${id} = ${fk})`;

export const lookupNames = {
  category: (fk: AnyPgColumn) =>
    nameOf<string>(categories.category_name, categories.id_category, sql`${categories}`, fk),
  color: (fk: AnyPgColumn) =>
    nameOf<string>(colors.color_name, colors.id_color, sql`${colors}`, fk),
  colorBn: (fk: AnyPgColumn) =>
    nameOf<string | null>(colors.color_name_bn, colors.id_color, sql`${colors}`, fk),
  size: (fk: AnyPgColumn) => nameOf<string>(sizes.size_name, sizes.id_size, sql`${sizes}`, fk),
  sizeBn: (fk: AnyPgColumn) =>
    nameOf<string | null>(sizes.size_name_bn, sizes.id_size, sql`${sizes}`, fk),
  material: (fk: AnyPgColumn) =>
    nameOf<string | null>(materials.material_name, materials.id_material, sql`${materials}`, fk),
  brand: (fk: AnyPgColumn) =>
    sql<string>`coalesce(${nameOf<string>(brands.brand_name, brands.id_brand, sql`${brands}`, fk)}, '')`,
  priority: (fk: AnyPgColumn) =>
    nameOf<string>(
      imagePriorities.priority,
      imagePriorities.id_image_priority,
      sql`${imagePriorities}`,
      fk,
    ),
};
