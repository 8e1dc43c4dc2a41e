import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export interface ShopTable {
  name: string;
  columns: string[];
  /** The primary key's columns: rows are copied in this order (a row after those it names). */
  key: string[];
  /**
   * Kept by the database's own triggers from the other tables' rows (product_sales_daily): a
   * copy of the shop fills it as the rows it counts arrive, so copying it too would count twice.
   */
  derived: boolean;
  /** Holds large values (picture bytes): its rows travel a few at a time. */
  heavy: boolean;
}

/** The tables kept by triggers (see `derived`). */
const KEPT_BY_TRIGGERS = new Set(['product_sales_daily']);

/**
 * Every table of the shop's schema, each after the tables its foreign keys point at, so rows can
 * be inserted table by table with every key checked as it goes. Read from the Drizzle schema: a
 * table added there is in this list without anyone remembering it. (A table pointing at itself,
 * as order lines point at stock entries, has its rows in key order: a row is always made after
 * the row it points at, so it has the larger serial id.)
 */
export function shopTablesInDependencyOrder(): ShopTable[] {
  const tables: PgTable[] = [];
  for (const value of Object.values(schema) as unknown[])
    if (is(value, PgTable)) tables.push(value);
  const configs = new Map(tables.map((table) => [table, getTableConfig(table)]));
  const ordered: ShopTable[] = [];
  const placed = new Set<PgTable>();
  const visiting = new Set<PgTable>();
  const place = (table: PgTable) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new Error('the shop schema has a cycle of foreign keys');
    visiting.add(table);
    const config = configs.get(table);
    if (!config) throw new Error('a foreign key points outside the shop schema');
    for (const fk of config.foreignKeys) {
      const target = fk.reference().foreignTable;
      if (target !== table) place(target);
    }
    visiting.delete(table);
    placed.add(table);
    const key =
      config.primaryKeys[0]?.columns.map((c) => c.name) ??
      config.columns.filter((c) => c.primary).map((c) => c.name);
    if (key.length === 0) throw new Error(`table ${config.name} has no primary key`);
    ordered.push({
      name: config.name,
      columns: config.columns.map((c) => c.name),
      key,
      derived: KEPT_BY_TRIGGERS.has(config.name),
      heavy: config.columns.some((c) => c.getSQLType() === 'bytea'),
    });
  };
  for (const table of tables) place(table);
  return ordered;
}
