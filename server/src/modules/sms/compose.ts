import { eq } from 'drizzle-orm';
import { paths } from '@poshak/shared-api/paths';
import type { SmsEvent, SmsLanguage } from '@poshak/shared-api/schemas';
import type { Config } from '../../config';
import type { Executor } from '../../db/database';
import { customers, orders } from '../../db/schema';
import { smsParts } from './parts';
import { gatewayNumber } from './phone';
import { renderTemplate, type TemplateValues } from './templates';
import { templateText } from './template-store';

/** What fills a message in besides the order: the shop's name, phone and address. */
export type ShopFacts = Pick<Config, 'publicUrl' | 'port'> & { shop: Config['shop'] };

/** A long name would push a message into another part: shoppers know their own name. */
const NAME_LENGTH = 40;

const numberFormats: Record<SmsLanguage, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-BD', { maximumFractionDigits: 0 }),
  bn: new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 }),
};
const plainNumber = (value: number, language: SmsLanguage) =>
  language === 'bn'
    ? new Intl.NumberFormat('bn-BD', { useGrouping: false }).format(value)
    : String(value);

/**
 * Money as a shopper reads it in their language: "৳১,২৫০" in Bengali; "Tk 1,250" in English,
 * since the ৳ sign is not in the GSM alphabet and alone would make an English message UCS-2,
 * a part holding 70 characters instead of 160.
 */
export const money = (amount: number, language: SmsLanguage) =>
  language === 'bn'
    ? `৳${numberFormats.bn.format(amount)}`
    : `Tk ${numberFormats.en.format(amount)}`;

/** Where shoppers reach the shop; without PUBLIC_URL (an outbox shop only), this machine. */
export const shopOrigin = (facts: ShopFacts) => facts.publicUrl ?? `http://localhost:${facts.port}`;

export interface OrderFacts {
  invoiceNo: number;
  name: string;
  total: number;
  fee: number;
}

/** The placeholders' values for an order, in the message's language. */
export function templateValues(
  facts: ShopFacts,
  order: OrderFacts,
  language: SmsLanguage,
): TemplateValues {
  return {
    shop: facts.shop.name,
    name: order.name.trim().slice(0, NAME_LENGTH),
    invoice: plainNumber(order.invoiceNo, language),
    total: money(order.total, language),
    fee: money(order.fee, language),
    link: `${shopOrigin(facts)}${paths.track(order.invoiceNo)}`,
    // Kept in Latin digits: a phone taps to call only so.
    phone: facts.shop.supportPhone,
  };
}

export type ComposedSms =
  | { ok: true; phone: string; to: string; text: string; parts: number }
  | { ok: false; phone: string | null; reason: string };

/**
 * A queued message made from its order and the wording in force now (the owner's, or the
 * default), to the number the order was placed with.
 */
export async function composeSms(
  db: Executor,
  facts: ShopFacts,
  message: { invoiceNo: number; event: SmsEvent; language: SmsLanguage },
): Promise<ComposedSms> {
  const [order] = await db
    .select({
      name: customers.customer_name,
      phone: customers.customer_phone,
      total: orders.total,
      fee: orders.shipping_cost,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id_customer, orders.customer_id))
    .where(eq(orders.invoice_no, message.invoiceNo));
  if (!order) return { ok: false, phone: null, reason: `no order ${message.invoiceNo}` };
  const to = gatewayNumber(order.phone);
  if (!to) {
    return {
      ok: false,
      phone: order.phone,
      reason: 'the order’s phone is not a Bangladeshi mobile number',
    };
  }
  const wording = await templateText(db, message.event, message.language);
  const text = renderTemplate(
    wording,
    templateValues(facts, { invoiceNo: message.invoiceNo, ...order }, message.language),
  );
  return { ok: true, phone: order.phone, to, text, parts: smsParts(text).parts };
}
