import type { CourierErrorCode, CourierName } from '@poshak/shared-api/schemas';

/** One order as a courier is handed it: fixed when booked, the same at every try. */
export interface ParcelToBook {
  invoiceNo: number;
  /** The order's name at the courier (the shop's invoice number). */
  merchantOrderId: string;
  recipientName: string;
  /** 01XXXXXXXXX, as all three couriers take it. */
  recipientPhone: string;
  recipientAddress: string;
  /** Cash to collect at the door (money's amountToCollect), whole taka. */
  amountToCollect: number;
  itemQuantity: number;
  weightKg: number;
  /** What the parcel is worth (the order's total), for the courier's compensation rules. */
  value: number;
  description: string;
  /** Where the shipping area lies in the courier's list (null where it needs none). */
  location: {
    cityId: number | null;
    zoneId: number | null;
    areaId: number | null;
    areaName: string | null;
  };
}

/** A courier call that did not do what was asked: whether a later try may, and why in a code and words. */
export interface CourierFailure {
  ok: false;
  retry: boolean;
  code: CourierErrorCode;
  reason: string;
}

export type BookingOutcome =
  | {
      ok: true;
      /** Null when the courier gives it later (Pathao's bulk call, a repeat Steadfast recognised). */
      consignmentId: string | null;
      trackingCode: string | null;
      deliveryFee: number | null;
    }
  | CourierFailure;

export type StatusAnswer =
  { ok: true; courierStatus: string; collected: number | null } | CourierFailure;

export interface CourierPlace {
  id: number;
  name: string;
  parentId: number;
}

/** A courier's event as its webhook or its status answer says it. */
export interface IncomingEvent {
  /** The same for a replay of the same event: the event's identity at that courier. */
  dedupeKey: string;
  courierStatus: string;
  consignmentId: string | null;
  merchantOrderId: string | null;
  trackingCode: string | null;
  collected: number | null;
  happenedAt: Date | null;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** How a webhook is answered: its status, headers and body. */
export interface WebhookAnswer {
  status: 200 | 202;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface CourierWebhook {
  /** Set up at the courier's end (its secret configured here). */
  readonly configured: boolean;
  /** `missing`: no credential sent (401); `forged`: a wrong one (403). */
  check(request: WebhookRequest): 'ok' | 'missing' | 'forged';
  /** The courier's set-up call, answered without storing anything (Pathao's integration check). */
  handshake(request: WebhookRequest): WebhookAnswer | null;
  parse(body: Record<string, unknown>): IncomingEvent;
  /** The answer to an event taken (stored now, or recognised as stored before). */
  accepted(replayed: boolean): WebhookAnswer;
}

/** What a courier's fraud check says of a number: its parcels with every merchant it serves. */
export interface FraudCheckAnswer {
  totalParcels: number;
  delivered: number;
  cancelled: number;
}

export interface CourierAdapter {
  readonly name: CourierName;
  /** Orders one call books; 1: the courier has no bulk call. */
  readonly bulkLimit: number;
  /**
   * A booking sent again with the same merchant order id is recognised by the courier (never
   * made twice). Without it, a booking whose try was cut by a crash is not sent again.
   */
  readonly idempotent: boolean;
  readonly needsLocation: 'none' | 'city_zone' | 'area';
  /** The address's host, for staff (never the credentials). */
  readonly host: string;
  /** Books these parcels, in one call where the courier has a bulk call: an outcome for each. */
  book(parcels: readonly ParcelToBook[]): Promise<Map<number, BookingOutcome>>;
  /** The courier's word on one parcel now. */
  status(booking: {
    consignmentId: string | null;
    trackingCode: string | null;
    merchantOrderId: string;
  }): Promise<StatusAnswer>;
  /** Something harmless asked with the shop's credentials: they work, or why not. */
  testConnection(): Promise<{ ok: true; detail: string } | CourierFailure>;
  /** Its places of a kind, under a parent (a city's zones, a zone's areas). */
  places(
    kind: 'city' | 'zone' | 'area',
    parentId: number | null,
  ): Promise<CourierPlace[] | CourierFailure>;
  readonly webhook: CourierWebhook;
  /**
   * The courier's fraud check of a number (11 digits), where it offers one (Steadfast); asked
   * with a short timeout, as staff wait for it (modules/risk/fraud-check).
   */
  fraudCheck?(phone: string, timeoutMs: number): Promise<FraudCheckAnswer | CourierFailure>;
  /** The courier's public tracking page for a parcel (null: not known). */
  trackingLink(parcel: {
    consignmentId: string | null;
    trackingCode: string | null;
  }): string | null;
}
