import type { FastifyInstance } from 'fastify';
import type {
  CourierBookingResult,
  CourierName,
  OrderCourierRecord,
  PlacedOrder,
} from '@poshak/shared-api/schemas';
import { courierAdapters } from '../../../src/modules/couriers/adapters/choose';
import {
  createCourierWorker,
  type CourierWorkerOptions,
} from '../../../src/modules/couriers/worker';
import type { TestShop } from '../../helpers/build';
import type { Catalogue } from '../../helpers/catalogue';
import { capturedLog, checkFee, FakeClock, moveOrder, shopperOrders } from '../sms/sms-shop';

export { capturedLog, FakeClock };

/** A courier worker of the test's own, driven by `runOnce` with a fake clock (the app's is off in tests). */
export function testCourierWorker(
  t: TestShop,
  clock: FakeClock,
  options: Partial<
    Pick<CourierWorkerOptions, 'afterReply' | 'log' | 'maxAttempts' | 'onChanged'>
  > = {},
) {
  return createCourierWorker({
    db: t.shop.db,
    adapters: courierAdapters(t.config, () => clock.now().getTime()),
    log: options.log ?? capturedLog().log,
    pollMs: t.config.couriers.pollMs,
    clock,
    ...(options.afterReply ? { afterReply: options.afterReply } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    ...(options.onChanged ? { onChanged: options.onChanged } : {}),
  });
}

/**
 * An order ready for a courier: placed by a shopper (its fee paid in advance by bKash unless
 * `paid` is false), the fee verified, moved to Ready-To-Shift as staff do.
 */
export async function readyOrder(
  t: TestShop,
  c: Catalogue,
  options: { phone?: string; name?: string; paid?: boolean; weightGrams?: number } = {},
) {
  const order =
    options.paid === false
      ? await cashOnDeliveryOrder(t, c, options)
      : await shopperOrders(t, c, options);
  if (options.paid !== false) await checkFee(t, order.invoice_no, 'verified');
  await moveOrder(t, order.invoice_no, 'Processing', 'Ready-To-Shift');
  return order;
}

let codOrders = 0;
/** An order a seller took cash on delivery (no fee paid in advance), as New order places it. */
async function cashOnDeliveryOrder(
  t: TestShop,
  c: Catalogue,
  options: { phone?: string; name?: string },
) {
  const stock = await c.addStock({
    product_code: `COD-${Date.now().toString(36)}-${codOrders++}`,
    product_name: 'Cotton panjabi',
    price: 1450,
    quantity: 5,
  });
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/backoffice/orders',
    headers: await t.auth('seller'),
    payload: {
      customer_name: options.name ?? 'Karim Uddin',
      customer_address: 'House 9, Road 2, Mirpur 10, Dhaka',
      customer_phone: options.phone ?? '01912345678',
      shipping_id: 1,
      lines: [{ id_transaction: stock, quantity: 2 }],
      source: 'phone',
      cash_on_delivery_reason: 'A regular customer',
    },
  });
  if (reply.statusCode !== 200) throw new Error(`order refused: ${reply.body}`);
  return reply.json() as PlacedOrder;
}

export async function book(t: TestShop, courier: CourierName, invoiceNos: number[]) {
  const reply = await t.app.inject({
    method: 'POST',
    url: `/api/backoffice/couriers/${courier}/bookings`,
    headers: await t.auth('seller'),
    payload: { invoice_nos: invoiceNos },
  });
  if (reply.statusCode !== 200) throw new Error(`booking refused: ${reply.body}`);
  return reply.json() as CourierBookingResult;
}

export async function courierRecord(t: TestShop, invoiceNo: number) {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/backoffice/orders/${invoiceNo}/bookings`,
    headers: await t.auth('moderator'),
  });
  if (reply.statusCode !== 200) throw new Error(`record refused: ${reply.body}`);
  return reply.json() as OrderCourierRecord;
}

export async function orderStatus(t: TestShop, invoiceNo: number): Promise<string> {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/backoffice/orders/${invoiceNo}`,
    headers: await t.auth('moderator'),
  });
  return (reply.json() as { order_status_name: string }).order_status_name;
}

/** Delivers a simulator's webhook to the shop as the courier would POST it. */
export function deliver(
  app: FastifyInstance,
  courier: CourierName,
  webhook: { headers: Record<string, string>; query: string; body: Record<string, unknown> },
) {
  return app.inject({
    method: 'POST',
    url: `/api/couriers/${courier}/webhook${webhook.query}`,
    headers: webhook.headers,
    payload: webhook.body,
  });
}

/** Runs the worker until nothing more is due now. */
export async function drain(worker: { runOnce(): Promise<number> }): Promise<void> {
  for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce());
}
