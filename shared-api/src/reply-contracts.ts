import type { AxiosResponse } from 'axios';
import { z } from './schemas/zod';
import { shipping } from './schemas/lookups';
import { placedOrder } from './schemas/orders';
import { orderQuote } from './schemas/payments';
import { cartStock, productDetail, productList, shopConfig } from './schemas/storefront';
import { orderTracking } from './schemas/tracking';

/**
 * The replies checked against the shared schemas the server answers with (its routes' response
 * schemas), by the name a call gives in its `reply` option.
 */
const REPLY_SCHEMAS = {
  shopConfig,
  productList,
  productDetail,
  cartStock,
  placedOrder,
  orderQuote,
  orderTracking,
  shippingAreas: z.array(shipping),
};

export type ReplyContract = keyof typeof REPLY_SCHEMAS;

/**
 * A reply that breaks its schema fails its call, naming the call and the fields: a server or a
 * test fixture that drifted from the contract is found where it happens, not as a blank screen
 * later. The data stays as it came (the schemas are not applied), so a checked build behaves as
 * an unchecked one.
 */
export function checkReply(response: AxiosResponse): AxiosResponse {
  const contract = response.config.reply;
  if (!contract) return response;
  const result = REPLY_SCHEMAS[contract].safeParse(response.data);
  if (result.success) return response;
  const call = `${response.config.method?.toUpperCase() ?? 'GET'} ${response.config.url ?? ''}`;
  throw new Error(
    `The reply to ${call} breaks the ${contract} contract: ${z.prettifyError(result.error)}`,
  );
}
