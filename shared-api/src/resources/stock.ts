import { http } from '../client';
import type { Paged } from '../schemas/common';
import type { z } from '../schemas/zod';
import type {
  LowStockThreshold,
  StockEntry,
  StockEntryFields,
  StockEntryUpdateFields,
  stockListQuery,
} from '../schemas/stock';
import type { VariantGrid, VariantProductCreated, VariantProductFields } from '../schemas/variants';

/** The stock list's query; page, page size and order fall back to the server's defaults. */
export type StockListParams = Partial<z.input<typeof stockListQuery>>;

/** Upload progress, 0–100. */
export type OnProgress = (percent: number) => void;

function toFormData(
  fields: StockEntryFields | StockEntryUpdateFields,
  image?: Blob | null,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  // The file goes last so the server has every text field before the bytes stream in.
  if (image) form.append('image', image);
  return form;
}

const progress = (onProgress?: OnProgress) => ({
  onUploadProgress: (e: { loaded: number; total?: number }) => {
    if (onProgress && e.total) onProgress(Math.round((e.loaded / e.total) * 100));
  },
});

export const stockApi = {
  list: (params: StockListParams) =>
    http.get<Paged<StockEntry>>('/backoffice/stock', { params }).then((r) => r.data),
  create: (fields: StockEntryFields, image: Blob, onProgress?: OnProgress) =>
    http
      .post<StockEntry>('/producttraces/post', toFormData(fields, image), progress(onProgress))
      .then((r) => r.data),
  update: (fields: StockEntryUpdateFields, image?: Blob | null, onProgress?: OnProgress) =>
    http
      .put<StockEntry>(
        '/producttraces/updateProductTraceImageTransactionByIDs',
        toFormData(fields, image),
        progress(onProgress),
      )
      .then((r) => r.data),
  /**
   * One product in all its colours and sizes, in one save: the grid as JSON, colour i's picture
   * as `image_i`.
   */
  createVariants: (
    fields: Omit<VariantProductFields, 'variants'>,
    grid: VariantGrid,
    pictures: readonly Blob[],
    onProgress?: OnProgress,
  ) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    form.append('variants', JSON.stringify(grid));
    // The files last, so the server has every text field before the bytes stream in.
    pictures.forEach((picture, i) => form.append(`image_${i}`, picture));
    return http
      .post<VariantProductCreated>('/backoffice/stock/variants', form, progress(onProgress))
      .then((r) => r.data);
  },
  /** Takes an entry off the shop (kept for its orders) or puts it back. */
  setArchived: (idTransaction: number, archived: boolean) =>
    http
      .put<StockEntry>(`/backoffice/stock/${idTransaction}/archived`, { archived })
      .then((r) => r.data),
  lowStockThreshold: () =>
    http.get<LowStockThreshold>('/backoffice/stock/low-stock-threshold').then((r) => r.data),
  setLowStockThreshold: (threshold: number) =>
    http
      .put<LowStockThreshold>('/backoffice/stock/low-stock-threshold', { threshold })
      .then((r) => r.data),
  remove: (idTransaction: number) =>
    http
      .delete<unknown>('/transactionsRouter/deleteTransactionByImageProducttraceByID', {
        data: { id_transaction: idTransaction },
      })
      .then((r) => r.data),
};
