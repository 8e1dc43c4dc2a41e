import { and, eq, sql } from 'drizzle-orm';
import { OPERATION } from '@poshak/shared-api/schemas';
import { rowsOf, type Executor } from '../../db/database';
import { catalogueCards } from '../../db/schema';
import { addToCounter, counterNames, recountAll } from '../../db/counters';

/** A storefront list position: one card per product code within an image priority. */
export interface CardKey {
  priority: number;
  productCode: string;
}

interface Head {
  id_transaction: number;
  category_id: number;
  product_name: string;
  product_name_bn: string | null;
  price: number;
}

/**
 * Recomputes the cards of the given keys after stock entries were added, changed or removed:
 * the card names the earliest stock entry of that product code and priority that is not archived,
 * or disappears.
 * Runs in the caller's transaction, with the counters the storefront totals read.
 */
export async function refreshCards(
  db: Executor,
  keys: CardKey[],
  /** Entries about to be deleted: they may no longer represent a product. */
  excludeIds: number[] = [],
): Promise<void> {
  const unique = new Map(keys.map((k) => [`${k.priority}|${k.productCode}`, k]));
  // Two writers of the same product (e.g. two sellers adding its sizes at once) take turns on
  // its card; keys are locked in one order so they cannot wait on each other.
  for (const key of [...unique.keys()].sort()) {
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
  }
  for (const { priority, productCode } of unique.values()) {
    const existing = await db
      .delete(catalogueCards)
      .where(
        and(
          eq(catalogueCards.image_priority_id, priority),
          eq(catalogueCards.product_code, productCode),
        ),
      )
      .returning({ category_id: catalogueCards.category_id });
    for (const old of existing) {
      await addToCounter(db, counterNames.cards(priority), -1);
      await addToCounter(db, counterNames.cardsInCategory(priority, old.category_id), -1);
    }

    const [head] = rowsOf<Head>(
      await db.execute(sql`
        SELECT t.id_transaction, p.category_id, p.product_name, p.product_name_bn, t.price
        FROM product_traces p
        JOIN images i ON i.product_trace_id = p.id_product_trace
        JOIN transactions t ON t.image_id = i.id_image
        WHERE p.product_code = ${productCode}
          AND i.image_priority_id = ${priority}
          AND t.operation_type_id = ${OPERATION.stockEntry}
          AND t.invoice_no IS NULL
          AND t.archived_at IS NULL
          AND NOT (t.id_transaction = ANY(${`{${excludeIds.join(',')}}`}::int[]))
        ORDER BY t.id_transaction
        LIMIT 1`),
    );
    if (!head) continue;
    await db.insert(catalogueCards).values({
      image_priority_id: priority,
      product_code: productCode,
      id_transaction: head.id_transaction,
      category_id: head.category_id,
      product_name: head.product_name,
      product_name_bn: head.product_name_bn,
      price: head.price,
    });
    await addToCounter(db, counterNames.cards(priority), 1);
    await addToCounter(db, counterNames.cardsInCategory(priority, head.category_id), 1);
  }
}

/**
 * Rebuilds every card and counter from the tables: after the seed or a bulk load that wrote
 * stock entries directly (e.g. the benchmark's generated catalogue).
 */
export async function rebuildCataloguePositions(db: Executor): Promise<void> {
  await db.execute(sql`DELETE FROM catalogue_cards`);
  await db.execute(sql`
    INSERT INTO catalogue_cards (image_priority_id, product_code, id_transaction, category_id, product_name, product_name_bn, price)
    SELECT DISTINCT ON (i.image_priority_id, p.product_code)
           i.image_priority_id, p.product_code, t.id_transaction, p.category_id, p.product_name, p.product_name_bn, t.price
    FROM transactions t
    JOIN images i ON i.id_image = t.image_id
    JOIN product_traces p ON p.id_product_trace = i.product_trace_id
    WHERE t.operation_type_id = ${OPERATION.stockEntry} AND t.invoice_no IS NULL
      AND t.archived_at IS NULL
    ORDER BY i.image_priority_id, p.product_code, t.id_transaction`);
  await recountAll(db);
}
