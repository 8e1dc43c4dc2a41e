import { z } from './zod';
import { plainText } from './common';
import { anyWrittenPhone } from './phone';
import type { CustomerRisk } from '../constants';

/**
 * Fake orders (issue 30, docs/risk.md): a number's risk score from the shop's own orders, the
 * courier's fraud check where one is offered, the numbers the shop holds every order of
 * (the blocklist), and the owner's rules. Staff only: a shopper never sees any of it.
 */

/** Why an order is held for a call: a blocked number, or a risk score above the owner's rule. */
export const ORDER_HOLD_KINDS = ['blocked', 'risk'] as const;
export type OrderHoldKind = (typeof ORDER_HOLD_KINDS)[number];

/** The highest risk score (every order of the number refused). */
export const RISK_SCORE_MAX = 100;
/** The longest reason staff give for blocking a number. */
export const BLOCK_REASON_MAX = 500;

export const riskScore = z.number().int().min(0).max(RISK_SCORE_MAX);

/** The highest score still only worth watching: one refusal with nothing delivered weighs 50. */
export const RISK_WATCH_MAX = 50;

/**
 * THE words for a number's risk score, said the same on the New order screen and on an order:
 * `new` before its first order, `good` with nothing refused, `watch` up to RISK_WATCH_MAX, `high`
 * above (refusals outweigh deliveries).
 */
export function riskLevel({ orders, score }: { orders: number; score: number }): CustomerRisk {
  if (orders === 0) return 'new';
  if (score === 0) return 'good';
  return score <= RISK_WATCH_MAX ? 'watch' : 'high';
}

/** What a courier's fraud check said of a number (its parcels with every merchant it serves). */
export const courierFraudCheck = z.object({
  courier: z.enum(['steadfast']),
  total_parcels: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
  checked_at: z.string(),
});
export type CourierFraudCheck = z.infer<typeof courierFraudCheck>;

/** A number on the blocklist: the reason staff gave, who and when. */
export const blockedPhone = z.object({
  phone: z.string(),
  reason: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type BlockedPhone = z.infer<typeof blockedPhone>;
export const blockedPhoneList = z.array(blockedPhone);

/** POST /api/backoffice/blocklist — block a number (again: the new reason replaces the old). */
export const blockPhoneBody = z.object({
  phone: anyWrittenPhone,
  reason: plainText().min(1).max(BLOCK_REASON_MAX),
});
export type BlockPhoneBody = z.input<typeof blockPhoneBody>;
/** DELETE /api/backoffice/blocklist/:phone */
export const blockedPhoneParams = z.object({ phone: anyWrittenPhone });

/**
 * The owner's rules (null: off): a number whose risk score is above `advance_fee_above` must pay
 * the delivery fee in advance at checkout; one above `hold_above` has its order held for a call.
 */
export const riskRules = z.object({
  hold_above: riskScore.nullable(),
  advance_fee_above: riskScore.nullable(),
});
export type RiskRules = z.infer<typeof riskRules>;

/** GET /api/backoffice/risk?phone= — a number's risk as staff see it. */
export const phoneRiskQuery = z.object({ phone: anyWrittenPhone });
export const phoneRisk = z.object({
  /** The number's 11 digits. */
  phone: z.string(),
  /** 0 (nothing refused, or no orders) to 100 (every order refused): see docs/risk.md. */
  score: riskScore,
  orders: z.number().int(),
  delivered: z.number().int(),
  /** Cancelled or returned, or whose advance fee was found unpaid (each order once). */
  refused: z.number().int(),
  /** Orders whose parcel a courier brought back. */
  returned: z.number().int(),
  /** On the blocklist: the entry (null: not blocked). */
  blocked: blockedPhone.nullable(),
  /** The courier's fraud check (null: no courier offers one, or it could not be asked now). */
  fraud_check: courierFraudCheck.nullable(),
  /** What the owner's rules ask of this number's next order. */
  advance_fee_required: z.boolean(),
  hold: z.enum(ORDER_HOLD_KINDS).nullable(),
});
export type PhoneRisk = z.infer<typeof phoneRisk>;

/** PUT /api/backoffice/orders/:invoice_no/hold — a held order released after the call. */
export const releaseHoldBody = z.object({ released: z.literal(true) });

/** How many of the parcels couriers took came back (return to origin), under one heading. */
export const returnFigures = z.object({
  /** Orders placed in the period that a courier took (a booking made). */
  parcels: z.number().int(),
  /** Of those, the ones that came back (cancelled by the courier's "returned"). */
  returned: z.number().int(),
});

/** GET /api/backoffice/dashboard/returns — returns by area, courier and customer over a period. */
export const dashboardReturnsQuery = z.object({
  period: z.enum(['today', 'week', 'days30']).default('days30'),
});
export const dashboardReturns = z.object({
  total: returnFigures,
  by_area: z.array(
    returnFigures.extend({ shipping_id: z.number().int(), shipping_name: z.string() }),
  ),
  by_courier: z.array(returnFigures.extend({ courier: z.enum(['pathao', 'steadfast', 'redx']) })),
  /** The numbers with the most parcels back, a few (11 digits, the name they last used). */
  by_customer: z.array(returnFigures.extend({ phone: z.string(), customer_name: z.string() })),
});
export type DashboardReturns = z.infer<typeof dashboardReturns>;
