import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys, stockApi, type StockListParams } from '@poshak/shared-api';

/** A product a coupon can name: its code, and the names it goes by. */
interface PickableProduct {
  product_code: string;
  product_name: string;
  product_name_bn: string | null;
}

/** How many stock entries one search reads: enough for a page of distinct products. */
const SEARCH_ENTRIES = 50;

/**
 * Products whose code or name contains `text`, one per product code (a product's sizes and colours
 * are entries of the same code), from the back-office stock search.
 */
export function useProductSearch(text: string) {
  const params: StockListParams = { q: text, pageSize: SEARCH_ENTRIES };
  return useQuery({
    queryKey: queryKeys.stock.list(params),
    queryFn: () => stockApi.list(params),
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
    select: (page): PickableProduct[] => {
      const byCode = new Map<string, PickableProduct>();
      for (const entry of page.items) {
        if (!byCode.has(entry.product_code)) {
          byCode.set(entry.product_code, {
            product_code: entry.product_code,
            product_name: entry.product_name,
            product_name_bn: entry.product_name_bn,
          });
        }
      }
      return [...byCode.values()];
    },
  });
}
