import { Writable } from 'node:stream';
import pino from 'pino';
import { orderStatusId, type OrderStatusName, type PlacedOrder } from '@poshak/shared-api/schemas';
import { logSerializers } from '../../../src/lib/log-safety';
import { chooseGateway } from '../../../src/modules/sms/gateways/choose';
import type { SmsGateway } from '../../../src/modules/sms/gateways/gateway';
import type { Clock } from '../../../src/lib/worker-timing';
import { createSmsWorker, type SmsWorker } from '../../../src/modules/sms/worker';
import type { TestShop } from '../../helpers/build';
import type { Catalogue } from '../../helpers/catalogue';

/**
 * The machine's time moved on by the test: a retry an hour away falls due when the test says
 * so, without anyone waiting for it. It never runs behind the database's own now(), which stamps
 * the messages the shop queues.
 */
export class FakeClock implements Clock {
  private offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}

/** A logger whose lines the test reads (with the shop's own serializers). */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'debug', serializers: logSerializers }, stream), lines };
}

/**
 * A worker of the test's own on the shop's database, driven by `runOnce` with a fake clock (the
 * app's own is off in the test suites: SMS_WORKER defaults to off there).
 */
export function testWorker(
  t: TestShop,
  options: { clock: Clock; gateway?: SmsGateway; maxAttempts?: number; log?: pino.Logger },
): SmsWorker {
  return createSmsWorker({
    db: t.shop.db,
    gateway: options.gateway ?? chooseGateway(t.config),
    facts: t.config,
    log: options.log ?? capturedLog().log,
    maxAttempts: options.maxAttempts ?? t.config.sms.maxAttempts,
    clock: options.clock,
  });
}

let trx = 0;
/** A bKash transaction ID no other test order used. */
const nextTrxId = () =>
  `TRX${Date.now().toString(36).toUpperCase()}${(trx++).toString().padStart(4, '0')}`;

/** Places an order through the API as a shopper would, in the language their cookie names. */
export async function shopperOrders(
  t: TestShop,
  c: Catalogue,
  options: {
    phone?: string;
    name?: string;
    language?: 'bn' | 'en';
    paid?: boolean;
    /** What the one piece ordered weighs (unset: the shop's default 500 g). */
    weightGrams?: number;
  } = {},
): Promise<PlacedOrder> {
  const stock = await c.addStock({
    product_code: `SMS-${Date.now().toString(36)}-${trx}`,
    product_name: 'Jamdani saree',
    price: 1720,
    quantity: 5,
    ...(options.weightGrams === undefined ? {} : { weight_grams: options.weightGrams }),
  });
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: options.language ? { cookie: `poshak_language=${options.language}` } : {},
    payload: {
      customer_name: options.name ?? 'Rahima Akter',
      customer_address: 'House 4, Road 7, Dhanmondi, Dhaka',
      customer_phone: options.phone ?? '01712345678',
      shipping_id: 2,
      lines: [{ id_transaction: stock, quantity: 1 }],
      ...(options.paid === false
        ? {}
        : { payment: { provider: 'bkash', trx_id: nextTrxId(), paid_from: '01811111111' } }),
    },
  });
  if (reply.statusCode !== 200) throw new Error(`order refused: ${reply.body}`);
  return reply.json() as PlacedOrder;
}

/** Staff move an order on, one status after another, as the orders page does. */
export async function moveOrder(t: TestShop, invoiceNo: number, ...statuses: OrderStatusName[]) {
  const headers = await t.auth('seller');
  for (const status of statuses) {
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/api/transactionsRouter/updateTransactionOrderStatusByInvoiceNo?invoice_no=${invoiceNo}&order_status_id=${orderStatusId(status)}`,
      headers,
    });
    if (reply.statusCode !== 200) throw new Error(`move to ${status} refused: ${reply.body}`);
  }
}

/** Staff record what they found of the order's advance fee. */
export async function checkFee(t: TestShop, invoiceNo: number, status: 'verified' | 'rejected') {
  const reply = await t.app.inject({
    method: 'PUT',
    url: `/api/backoffice/orders/${invoiceNo}/payment`,
    headers: await t.auth('seller'),
    payload: { status },
  });
  if (reply.statusCode !== 200) throw new Error(`fee check refused: ${reply.body}`);
}

/** The staff API's messages (newest first). */
export async function staffMessages(t: TestShop, query = '') {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/backoffice/sms/messages${query}`,
    headers: await t.auth('moderator'),
  });
  if (reply.statusCode !== 200) throw new Error(`messages refused: ${reply.body}`);
  return reply.json() as {
    items: {
      id: number;
      invoice_no: number;
      event: string;
      language: string;
      status: string;
      phone: string | null;
      text: string | null;
      parts: number | null;
      attempts: number;
      gateway: string | null;
      reference: string | null;
      last_error: string | null;
      next_attempt_at: string | null;
    }[];
    total: number;
  };
}

/** Runs the worker until nothing more is due now. */
export async function drain(worker: SmsWorker): Promise<number> {
  let claimed = 0;
  for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) claimed += n;
  return claimed;
}
