import {
  CourierSimulator,
  invalid,
  isMobile,
  lengthWithin,
  type CourierRequest,
  type Reply,
} from './courier-simulator';

export interface SteadfastAccount {
  apiKey: string;
  secretKey: string;
  webhookToken: string;
}

interface Consignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  cod_amount: number;
  status: string;
  body: Record<string, unknown>;
}

/**
 * Steadfast's API v1 as its document describes it (base /api/v1): Api-Key and Secret-Key
 * headers, create order (a unique `invoice`: a repeat is refused), bulk create (`data` a JSON
 * array, or its JSON text, at most 500), status by consignment id, invoice or tracking code,
 * balance; webhooks with a bearer token.
 */
export class SteadfastSimulator extends CourierSimulator {
  readonly consignments: Consignment[] = [];
  /** A number's parcels across Steadfast's merchants, as its fraud check tells them. */
  readonly histories = new Map<string, { total: number; delivered: number; cancelled: number }>();
  private serial = 1424100;

  constructor(readonly account: SteadfastAccount) {
    super('/api/v1');
    this.route('POST', /^\/create_order$/, (r) => this.create(r));
    this.route('POST', /^\/create_order\/bulk-order$/, (r) => this.bulk(r));
    this.route('GET', /^\/status_by_cid\/(\d+)$/, (_r, m) =>
      this.statusOf((c) => String(c.consignment_id) === m[1]),
    );
    this.route('GET', /^\/status_by_invoice\/([^/]+)$/, (_r, m) =>
      this.statusOf((c) => c.invoice === decodeURIComponent(m[1] ?? '')),
    );
    this.route('GET', /^\/status_by_trackingcode\/([^/]+)$/, (_r, m) =>
      this.statusOf((c) => c.tracking_code === m[1]),
    );
    // The fraud check public clients of Steadfast's merchant API call (not in its document v1).
    this.route('GET', /^\/fraud_check\/(\d{11})$/, (_r, m) => {
      const history = this.histories.get(m[1] ?? '') ?? { total: 0, delivered: 0, cancelled: 0 };
      return {
        status: 200,
        body: {
          status: 200,
          total_parcels: history.total,
          total_delivered: history.delivered,
          total_cancelled: history.cancelled,
        },
      };
    });
    this.route('GET', /^\/get_balance$/, () => ({
      status: 200,
      body: { status: 200, current_balance: 1250 },
    }));
  }

  protected authorize(request: CourierRequest): Reply | null {
    return request.headers['api-key'] === this.account.apiKey &&
      request.headers['secret-key'] === this.account.secretKey
      ? null
      : { status: 401, body: { status: 401, message: 'Unauthorized.' } };
  }

  private problems(order: Record<string, unknown>): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    const invoice = order.invoice;
    if (typeof invoice !== 'string' && typeof invoice !== 'number')
      errors.invoice = ['The invoice field is required.'];
    else if (!/^[\w-]+$/.test(String(invoice))) errors.invoice = ['The invoice format is invalid.'];
    else if (this.consignments.some((c) => c.invoice === String(invoice)))
      errors.invoice = ['The invoice has already been taken.'];
    if (!lengthWithin(order.recipient_name, 1, 100))
      errors.recipient_name = ['The recipient name may not be greater than 100 characters.'];
    if (!isMobile(order.recipient_phone))
      errors.recipient_phone = ['The recipient phone must be 11 digits.'];
    if (!lengthWithin(order.recipient_address, 1, 250))
      errors.recipient_address = ['The recipient address may not be greater than 250 characters.'];
    const cod = Number(order.cod_amount);
    if (!Number.isFinite(cod) || cod < 0)
      errors.cod_amount = ['The cod amount must be at least 0.'];
    return errors;
  }

  private make(order: Record<string, unknown>): Consignment {
    const id = ++this.serial;
    const made = {
      consignment_id: id,
      invoice: String(order.invoice),
      tracking_code: id.toString(16).toUpperCase().padStart(8, 'B'),
      cod_amount: Number(order.cod_amount),
      status: 'in_review',
      body: order,
    };
    this.consignments.push(made);
    return made;
  }

  private create(request: CourierRequest): Reply {
    const order = (request.body ?? {}) as Record<string, unknown>;
    const errors = this.problems(order);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const made = this.make(order);
    return {
      status: 200,
      body: {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: {
          consignment_id: made.consignment_id,
          invoice: made.invoice,
          tracking_code: made.tracking_code,
          recipient_name: order.recipient_name,
          recipient_phone: order.recipient_phone,
          recipient_address: order.recipient_address,
          cod_amount: made.cod_amount,
          status: made.status,
          note: order.note ?? null,
          created_at: '2026-11-28T07:05:31.000000Z',
          updated_at: '2026-11-28T07:05:31.000000Z',
        },
      },
    };
  }

  private bulk(request: CourierRequest): Reply {
    let data = ((request.body ?? {}) as { data?: unknown }).data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return invalid({ data: ['The data must be a valid JSON string.'] });
      }
    }
    if (!Array.isArray(data) || data.length === 0)
      return invalid({ data: ['The data field is required.'] });
    if (data.length > 500) return invalid({ data: ['The data may not have more than 500 items.'] });
    const results = data.map((item) => {
      const order = item as Record<string, unknown>;
      const ok = Object.keys(this.problems(order)).length === 0;
      const made = ok ? this.make(order) : null;
      return {
        invoice: String(order.invoice),
        recipient_name: order.recipient_name,
        recipient_address: order.recipient_address,
        recipient_phone: order.recipient_phone,
        cod_amount: Number(order.cod_amount).toFixed(2),
        note: order.note ?? null,
        consignment_id: made?.consignment_id ?? null,
        tracking_code: made?.tracking_code ?? null,
        status: ok ? 'success' : 'error',
      };
    });
    return { status: 200, body: results };
  }

  private statusOf(find: (c: Consignment) => boolean): Reply {
    const consignment = this.consignments.find(find);
    if (!consignment)
      return { status: 404, body: { status: 404, message: 'Consignment not found.' } };
    return { status: 200, body: { status: 200, delivery_status: consignment.status } };
  }

  setStatus(invoice: string, status: string): void {
    const consignment = this.consignments.find((c) => c.invoice === invoice);
    if (consignment) consignment.status = status;
  }

  /** A delivery-status webhook as Steadfast sends it (the bearer token in its header). */
  webhook(
    invoice: string,
    status: string,
    extra: Record<string, unknown> = {},
    at = '2026-11-28 12:45:30',
  ) {
    const consignment = this.consignments.find((c) => c.invoice === invoice);
    return {
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${this.account.webhookToken}`,
      },
      query: '',
      body: {
        notification_type: 'delivery_status',
        consignment_id: consignment?.consignment_id ?? 0,
        invoice,
        cod_amount: consignment?.cod_amount ?? 0,
        status,
        delivery_charge: 60,
        tracking_message: `Parcel is ${status}.`,
        updated_at: at,
        ...extra,
      } as Record<string, unknown>,
    };
  }
}
