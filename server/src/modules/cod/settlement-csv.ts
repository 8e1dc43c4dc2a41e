import { parse } from 'csv-parse/sync';
import { COD_CSV_MAX_ROWS, latinDigits } from '@poshak/shared-api/schemas';
import { badRequest } from '../../errors';

/** One row of a courier's settlement, as the shop reads it. */
export interface SettlementRow {
  /** The file's own line of the row (the header is row 1), for messages staff can find. */
  row: number;
  invoiceNo: number | null;
  consignmentId: string | null;
  collected: number | null;
  courierFee: number;
  paid: number;
  reference: string | null;
  paidAt: Date | null;
}

/**
 * The columns a settlement CSV carries (docs/cod.md). Couriers' own exports name them
 * differently, so a few of their names are taken too; anything else in the file is ignored.
 */
const COLUMNS = {
  invoice_no: ['invoice_no', 'invoice', 'merchant_order_id'],
  consignment_id: ['consignment_id', 'consignment', 'tracking_code', 'tracking_id'],
  collected_amount: ['collected_amount', 'collected', 'cod_amount'],
  courier_fee: ['courier_fee', 'delivery_fee', 'fee', 'charge'],
  paid_amount: ['paid_amount', 'paid', 'payout', 'payable'],
  reference: ['reference', 'payment_reference', 'invoice_id'],
  paid_at: ['paid_at', 'payment_date', 'date'],
} as const;
type Column = keyof typeof COLUMNS;

/** Whole taka as a person or a spreadsheet writes it: "1,450", "৳ ১৪৫০", "1450.00". */
function takaOf(text: string): number | null {
  const plain = latinDigits(text).replace(/[৳,\s]|tk\.?|bdt/gi, '');
  if (!/^\d{1,9}(\.0{1,2})?$/.test(plain)) return null;
  return Number.parseInt(plain, 10);
}

/**
 * Reads a settlement CSV whole, or refuses it whole: every bad cell is named by its row and
 * column (up to ten of them), so staff fix the file and upload it again; nothing is written
 * from a file with a bad row.
 */
export function readSettlementCsv(text: string): SettlementRow[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as string[][];
  } catch (error) {
    throw badRequest(`csv: the file is not a CSV the shop can read (${(error as Error).message})`);
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) throw badRequest('csv: the file has no rows under its header');
  if (body.length > COD_CSV_MAX_ROWS)
    throw badRequest(
      `csv: at most ${COD_CSV_MAX_ROWS} rows in one file (this one has ${body.length})`,
    );

  const names = header.map((name) => name.toLowerCase().replace(/[\s-]+/g, '_'));
  const at = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((column) => [
      column,
      names.findIndex((name) => (COLUMNS[column] as readonly string[]).includes(name)),
    ]),
  ) as Record<Column, number>;
  if (at.invoice_no < 0 && at.consignment_id < 0)
    throw badRequest('csv: the header names neither invoice_no nor consignment_id');
  for (const column of ['courier_fee', 'paid_amount'] as const) {
    if (at[column] < 0) throw badRequest(`csv: the header has no ${column} column`);
  }

  const problems: string[] = [];
  const rows: SettlementRow[] = body.map((cells, index) => {
    const row = index + 2;
    const cell = (column: Column) => (at[column] >= 0 ? (cells[at[column]] ?? '').trim() : '');
    const refuse = (column: Column, why: string) => problems.push(`row ${row}, ${column}: ${why}`);
    const money = (column: Column, required: boolean) => {
      const text = cell(column);
      if (!text) {
        if (required) refuse(column, 'is empty');
        return null;
      }
      const taka = takaOf(text);
      if (taka === null) refuse(column, `"${text.slice(0, 30)}" is not an amount in whole taka`);
      return taka;
    };
    const invoiceText = cell('invoice_no');
    const invoiceNo = invoiceText ? takaOf(invoiceText) : null;
    if (invoiceText && invoiceNo === null)
      refuse('invoice_no', `"${invoiceText.slice(0, 30)}" is not an invoice number`);
    const consignmentId = cell('consignment_id').slice(0, 100) || null;
    if (!invoiceText && !consignmentId) refuse('consignment_id', 'the row names no parcel');
    const paidAtText = cell('paid_at');
    const paidAt = paidAtText ? new Date(paidAtText) : null;
    if (paidAt && Number.isNaN(paidAt.getTime()))
      refuse('paid_at', `"${paidAtText.slice(0, 30)}" is not a date (YYYY-MM-DD)`);
    return {
      row,
      invoiceNo,
      consignmentId,
      collected: money('collected_amount', false),
      courierFee: money('courier_fee', true) ?? 0,
      paid: money('paid_amount', true) ?? 0,
      reference: cell('reference').slice(0, 100) || null,
      paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
    };
  });
  if (problems.length > 0) throw badRequest(problemList(problems));
  return rows;
}

/** Up to ten problems, and how many more: one message staff can read. */
export function problemList(problems: string[]): string {
  const shown = problems.slice(0, 10).join('; ');
  return problems.length > 10 ? `${shown}; and ${problems.length - 10} more` : shown;
}
