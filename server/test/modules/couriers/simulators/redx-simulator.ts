import {
  CourierSimulator,
  invalid,
  isMobile,
  lengthWithin,
  type CourierRequest,
  type Reply,
} from './courier-simulator';

export interface RedxAccount {
  accessToken: string;
  webhookToken: string;
}

interface Parcel {
  tracking_id: string;
  invoice: string | null;
  status: string;
  body: Record<string, unknown>;
}

export const REDX_AREAS = [
  { id: 1, name: 'Mohammadpur(Dhaka)', post_code: 1207, division_name: 'Dhaka', zone_id: 1 },
  { id: 2, name: 'Dhanmondi', post_code: 1209, division_name: 'Dhaka', zone_id: 1 },
  { id: 3, name: 'Gulshan', post_code: 1212, division_name: 'Dhaka', zone_id: 1 },
];

/**
 * RedX's OpenAPI (base /v1.0.0-beta) as its document describes it: the `API-ACCESS-TOKEN:
 * Bearer …` header, create parcel (one per call), parcel info and tracking, areas, pickup
 * stores; webhooks to a callback URL carrying the token in its query. It documents no check of
 * a repeated merchant invoice: a repeat makes a second parcel, as the simulator does.
 */
export class RedxSimulator extends CourierSimulator {
  readonly parcels: Parcel[] = [];
  private serial = 0;

  constructor(readonly account: RedxAccount) {
    super('/v1.0.0-beta');
    this.route('POST', /^\/parcel$/, (r) => this.create(r));
    this.route('GET', /^\/parcel\/info\/([^/]+)$/, (_r, m) => this.info(m[1] ?? ''));
    this.route('GET', /^\/parcel\/track\/([^/]+)$/, (_r, m) => this.track(m[1] ?? ''));
    this.route('GET', /^\/areas$/, () => ({ status: 200, body: { areas: REDX_AREAS } }));
    this.route('GET', /^\/pickup\/stores$/, () => ({
      status: 200,
      body: {
        pickup_stores: [
          {
            id: 1,
            name: 'Shop',
            address: 'Malibagh',
            area_name: 'Malibag',
            area_id: 1,
            phone: '8801898000999',
            created_at: '2021-09-13T10:39:15.000Z',
          },
        ],
      },
    }));
  }

  protected authorize(request: CourierRequest): Reply | null {
    return request.headers['api-access-token'] === `Bearer ${this.account.accessToken}`
      ? null
      : { status: 401, body: { message: 'Unauthorized' } };
  }

  private create(request: CourierRequest): Reply {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    if (!lengthWithin(body.customer_name, 1, 100))
      errors.customer_name = ['customer_name is required'];
    if (!isMobile(body.customer_phone))
      errors.customer_phone = ['customer_phone must be a valid mobile number'];
    const area = REDX_AREAS.find((a) => a.id === body.delivery_area_id);
    if (!area || area.name !== body.delivery_area)
      errors.delivery_area_id = ['delivery_area_id is not a RedX area'];
    if (!lengthWithin(body.customer_address, 1, 500))
      errors.customer_address = ['customer_address is required'];
    for (const key of ['cash_collection_amount', 'parcel_weight', 'value'] as const) {
      if (typeof body[key] !== 'string' || !/^\d+(\.\d+)?$/.test(String(body[key])))
        errors[key] = [`${key} must be a number as text`];
    }
    if (Object.keys(errors).length > 0) return invalid(errors);
    const parcel = {
      tracking_id: `21A${String(++this.serial).padStart(6, '0')}TU`,
      invoice: typeof body.merchant_invoice_id === 'string' ? body.merchant_invoice_id : null,
      status: 'pickup-pending',
      body,
    };
    this.parcels.push(parcel);
    return { status: 200, body: { tracking_id: parcel.tracking_id } };
  }

  private info(id: string): Reply {
    const parcel = this.parcels.find((p) => p.tracking_id === id);
    if (!parcel) return { status: 404, body: { message: 'Parcel not found' } };
    return {
      status: 200,
      body: {
        parcel: {
          tracking_id: parcel.tracking_id,
          customer_address: parcel.body.customer_address,
          delivery_area: parcel.body.delivery_area,
          delivery_area_id: parcel.body.delivery_area_id,
          charge: 60,
          customer_name: parcel.body.customer_name,
          customer_phone: parcel.body.customer_phone,
          cash_collection_amount: Number(parcel.body.cash_collection_amount),
          parcel_weight: Number(parcel.body.parcel_weight),
          merchant_invoice_id: parcel.invoice,
          status: parcel.status,
          instruction: '',
          created_at: '2026-11-28T08:29:14.000Z',
          delivery_type: 'regular',
          value: String(parcel.body.value),
        },
      },
    };
  }

  private track(id: string): Reply {
    const parcel = this.parcels.find((p) => p.tracking_id === id);
    if (!parcel) return { status: 404, body: { message: 'Parcel not found' } };
    return {
      status: 200,
      body: {
        tracking: [
          {
            message_en: 'Package is created successfully',
            message_bn: 'পার্সেলটি সফল ভাবে প্লেস করা হয়েছে',
            time: '2026-11-28T08:29:14.000Z',
          },
        ],
      },
    };
  }

  setStatus(trackingId: string, status: string): void {
    const parcel = this.parcels.find((p) => p.tracking_id === trackingId);
    if (parcel) parcel.status = status;
  }

  /** A status webhook as RedX sends it to the callback URL (the token in its query). */
  webhook(trackingId: string, status: string, at = '2026-11-28T10:00:00.000Z') {
    const parcel = this.parcels.find((p) => p.tracking_id === trackingId);
    return {
      headers: { 'content-type': 'application/json' },
      query: `?token=${encodeURIComponent(this.account.webhookToken)}`,
      body: {
        tracking_number: trackingId,
        timestamp: at,
        status,
        message_en: `Parcel is ${status}`,
        message_bn: `পার্সেল ${status}`,
        invoice_number: parcel?.invoice ?? '',
      } as Record<string, unknown>,
    };
  }
}
