/**
 * Rows read from the database per fetch while an export streams: the export never holds more
 * than one batch (and its CSV text on its way out), whatever the range.
 */
export const EXPORT_BATCH = 500;

/** A time as the shop's clock shows it (Dhaka, UTC+6): `2026-11-24 18:05`. */
export function shopTime(at: Date): string {
  return new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Reads rows a batch at a time, newest first, by keyset (each batch starts below the last key
 * read, so a long export never skips or repeats a row as an offset would), and yields each batch
 * made into export rows. Ends at the first batch shorter than `batchSize`.
 */
export async function* keysetBatches<Row, Out>(
  batchSize: number,
  readBelow: (after: number | null) => Promise<Row[]>,
  keyOf: (row: Row) => number,
  rowsOf: (batch: Row[]) => Promise<Out[]> | Out[],
): AsyncGenerator<Out[]> {
  let after: number | null = null;
  for (;;) {
    const batch = await readBelow(after);
    if (batch.length === 0) return;
    yield await rowsOf(batch);
    const last = batch[batch.length - 1];
    if (batch.length < batchSize || !last) return;
    after = keyOf(last);
  }
}
