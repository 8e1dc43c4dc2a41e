import { asc, desc, gte, inArray, sql } from 'drizzle-orm';
import type { Dashboard } from '@poshak/shared-api/schemas';
import { toInt, type Executor } from '../../db/database';
import { productSalesDaily, productTraces } from '../../db/schema';

const TOP_PRODUCTS = 5;

/**
 * Counts the per-day product sales (product_sales_daily) again from the orders. Its triggers keep
 * it right through every write; this is for a bulk load that wrote orders with triggers off (the
 * benchmark's generated shop, `session_replication_role = replica`).
 */
export async function rebuildProductSales(db: Executor): Promise<void> {
  await db.execute(sql`SELECT product_sales_daily_rebuild()`);
}

/**
 * The best sellers since `first` from the per-day summary the database keeps
 * (product_sales_daily): at most 30 rows per product code sold, not every order line of those
 * days. Then the names of the five codes only.
 */
export async function topProducts(db: Executor, first: string): Promise<Dashboard['top_products']> {
  const top = await db
    .select({
      product_code: productSalesDaily.product_code,
      units: sql<unknown>`sum(${productSalesDaily.units})`,
      takings: sql<unknown>`sum(${productSalesDaily.takings})`,
    })
    .from(productSalesDaily)
    .where(gte(productSalesDaily.day, first))
    .groupBy(productSalesDaily.product_code)
    .orderBy(desc(sql`sum(${productSalesDaily.units})`), asc(productSalesDaily.product_code))
    .limit(TOP_PRODUCTS);
  if (top.length === 0) return [];
  const names = await db
    .select({
      product_code: productTraces.product_code,
      product_name: sql<string>`min(${productTraces.product_name})`,
      product_name_bn: sql<string | null>`min(${productTraces.product_name_bn})`,
    })
    .from(productTraces)
    .where(
      inArray(
        productTraces.product_code,
        top.map((r) => r.product_code),
      ),
    )
    .groupBy(productTraces.product_code);
  const byCode = new Map(names.map((n) => [n.product_code, n]));
  return top.map((r) => ({
    product_code: r.product_code,
    product_name: byCode.get(r.product_code)?.product_name ?? r.product_code,
    product_name_bn: byCode.get(r.product_code)?.product_name_bn ?? null,
    units: toInt(r.units),
    takings: toInt(r.takings),
  }));
}
