import { z } from './zod';
import { plainText } from './common';
import { COURIER_NAMES } from './couriers';

/** Where one parcel's cash stands (money's `reckonCod`). */
export const COD_STATES = ['awaiting', 'with_courier', 'settled', 'mismatch'] as const;

/** A settlement CSV is read whole in one request: a month of a busy shop's parcels fits. */
export const COD_CSV_MAX_CHARS = 1_000_000;
export const COD_CSV_MAX_ROWS = 5_000;

export const codReconciliationQuery = z.object({
  courier: z.enum(COURIER_NAMES).optional(),
  state: z.enum(COD_STATES).optional(),
  /** An invoice number, a consignment id or a tracking code. */
  q: plainText().max(60).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type CodReconciliationQuery = z.input<typeof codReconciliationQuery>;

export const codParcel = z.object({
  invoice_no: z.number().int(),
  courier: z.enum(COURIER_NAMES),
  consignment_id: z.string().nullable(),
  customer_name: z.string(),
  order_status_name: z.string(),
  to_collect: z.number().int(),
  collected: z.number().int().nullable(),
  paid_out: z.number().int().nullable(),
  courier_fee: z.number().int().nullable(),
  difference: z.number().int(),
  state: z.enum(COD_STATES),
  settled_by: z.enum(['webhook', 'csv']).nullable(),
  reference: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type CodParcel = z.infer<typeof codParcel>;

export const codReconciliation = z.object({
  items: z.array(codParcel),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Parcels whose figures disagree, over the filter (not only this page). */
  mismatches: z.number().int(),
});
export type CodReconciliation = z.infer<typeof codReconciliation>;

/** The dashboard's figure: cash collected at the door that a courier has not paid out yet. */
export const codSummary = z.object({
  with_couriers: z.number().int(),
  parcels_with_couriers: z.number().int(),
  mismatches: z.number().int(),
  by_courier: z.array(
    z.object({
      courier: z.enum(COURIER_NAMES),
      with_courier: z.number().int(),
      parcels: z.number().int(),
    }),
  ),
});
export type CodSummary = z.infer<typeof codSummary>;

export const codUploadParams = z.object({ courier: z.enum(COURIER_NAMES) });
export const codUploadBody = z.object({
  /** The file's name, kept for nobody but the reply's wording. */
  file_name: plainText().max(200).optional(),
  csv: plainText({ multiLine: true }).min(1, 'csv: the file is empty').max(COD_CSV_MAX_CHARS),
});
export type CodUploadBody = z.infer<typeof codUploadBody>;

export const codUploadResult = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type CodUploadResult = z.infer<typeof codUploadResult>;
