import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { appMeta, categories, colors, materials, productTraces, sizes } from '../db/schema';
import { CATEGORY_BN, COLOUR_BN, MATERIAL_BN, SIZE_BN, TYPE_BN } from './demo-catalogue-bn';

const MARK = 'demo_bengali_names_given';

/** Sets `bn` to the Bengali name of each English `name` the dictionary knows, where none is set. */
function nameAll(
  table: PgTable,
  name: AnyPgColumn,
  bn: AnyPgColumn,
  names: Record<string, string>,
): SQL {
  const pairs = sql.join(
    Object.entries(names).map(([en, bengali]) => sql`(${en}, ${bengali.normalize('NFC')})`),
    sql`, `,
  );
  return sql`
    UPDATE ${table} SET ${sql.identifier(bn.name)} = given.bn
    FROM (VALUES ${pairs}) AS given (en, bn)
    WHERE ${name} = given.en AND ${bn} IS NULL`;
}

/**
 * A shop that got the demo catalogue before its colours, materials, sizes and types had Bengali
 * names gets them once, from the same dictionaries a new demo shop is seeded with: only names
 * still without one (staff may have named them since), and only once (a name staff remove later
 * stays removed).
 */
export async function giveDemoBengaliNames(db: Executor): Promise<void> {
  const [given] = await db.select().from(appMeta).where(eq(appMeta.key, MARK));
  if (given) return;
  const categoryNames = Object.fromEntries(
    Object.entries(CATEGORY_BN).map(([en, [bengali]]) => [en, bengali]),
  );
  await db.execute(
    nameAll(categories, categories.category_name, categories.category_name_bn, categoryNames),
  );
  await db.execute(nameAll(colors, colors.color_name, colors.color_name_bn, COLOUR_BN));
  await db.execute(
    nameAll(materials, materials.material_name, materials.material_name_bn, MATERIAL_BN),
  );
  await db.execute(nameAll(sizes, sizes.size_name, sizes.size_name_bn, SIZE_BN));
  await db.execute(nameAll(productTraces, productTraces.type, productTraces.type_bn, TYPE_BN));
  await markDemoBengaliNamesGiven(db);
}

/** A demo catalogue seeded with its Bengali names needs none given later. */
export async function markDemoBengaliNamesGiven(db: Executor): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: MARK, value: new Date().toISOString() })
    .onConflictDoNothing();
}
