import { http } from '../client';
import type { OrderExportQuery, StockExportQuery } from '../schemas/audit';

/** A CSV file the server sent, with the name it gave it. */
export interface CsvFile {
  blob: Blob;
  fileName: string;
}

const FILE_NAME = /filename="([^"]+)"/;

function download(url: string, params: object, fallback: string): Promise<CsvFile> {
  return http.get<Blob>(url, { params, responseType: 'blob' }).then((r) => {
    const disposition = String(r.headers['content-disposition'] ?? '');
    return { blob: r.data, fileName: FILE_NAME.exec(disposition)?.[1] ?? fallback };
  });
}

/** The orders and stock pages' CSV exports (their current filters). */
export const exportsApi = {
  orders: (params: OrderExportQuery) =>
    download('/backoffice/exports/orders.csv', params, 'poshak-orders.csv'),
  stock: (params: StockExportQuery) =>
    download('/backoffice/exports/stock.csv', params, 'poshak-stock.csv'),
};
