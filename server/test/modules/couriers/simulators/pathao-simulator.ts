import {
  CourierSimulator,
  invalid,
  isMobile,
  lengthWithin,
  type CourierRequest,
  type Reply,
} from './courier-simulator';

export interface PathaoAccount {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  webhookSecret: string;
}

interface PathaoOrder {
  consignment_id: string;
  merchant_order_id: string | null;
  body: Record<string, unknown>;
  status: string;
}

/**
 * Pathao's merchant API as its developer page documents it (base /aladdin/api/v1): token issue
 * with the password grant and the refresh grant, create order (its field limits), bulk create
 * (202, orders made afterwards, consignment ids told by `order.created` webhooks), order info,
 * price plan, city/zone/area lists; webhooks carrying the secret in X-PATHAO-Signature.
 */
export class PathaoSimulator extends CourierSimulator {
  readonly orders: PathaoOrder[] = [];
  /** Webhooks the simulator would send now (bulk orders made), for the test to deliver. */
  readonly outbox: ReturnType<PathaoSimulator['webhook']>[] = [];
  readonly issued = { password: 0, refresh_token: 0 };
  private tokens = new Map<string, boolean>();
  private refreshTokens = new Set<string>();
  private serial = 0;
  /** Seconds a token lives, as `expires_in` says. */
  tokenSeconds = 432_000;

  constructor(readonly account: PathaoAccount) {
    super('/aladdin/api/v1');
    this.route('POST', /^\/issue-token$/, (r) => this.issueToken(r));
    this.route('POST', /^\/orders$/, (r) => this.createOrder(r));
    this.route('POST', /^\/orders\/bulk$/, (r) => this.bulk(r));
    this.route('GET', /^\/orders\/([^/]+)\/info$/, (_r, m) => this.info(m[1] ?? ''));
    this.route('POST', /^\/merchant\/price-plan$/, (r) => this.price(r));
    this.route('GET', /^\/city-list$/, () =>
      this.list([
        { city_id: 1, city_name: 'Dhaka' },
        { city_id: 2, city_name: 'Chittagong' },
      ]),
    );
    this.route('GET', /^\/cities\/(\d+)\/zone-list$/, (_r, m) =>
      this.list(
        m[1] === '1'
          ? [
              { zone_id: 298, zone_name: '60 feet' },
              { zone_id: 52, zone_name: 'Dhanmondi' },
            ]
          : [{ zone_id: 700, zone_name: 'Agrabad' }],
      ),
    );
    this.route('GET', /^\/zones\/(\d+)\/area-list$/, (_r, m) =>
      this.list([
        {
          area_id: Number(m[1]) * 10 + 1,
          area_name: 'Road 7',
          home_delivery_available: true,
          pickup_available: true,
        },
      ]),
    );
  }

  /** Every token issued so far stops working (Pathao revoked them). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  protected authorize(request: CourierRequest): Reply | null {
    if (request.path === '/issue-token') return null;
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    return bearer && this.tokens.get(bearer)
      ? null
      : { status: 401, body: { message: 'Unauthorized', type: 'error', code: 401 } };
  }

  private list(data: unknown[]): Reply {
    return {
      status: 200,
      body: { message: 'fetched', type: 'success', code: 200, data: { data } },
    };
  }

  private issueToken(request: CourierRequest): Reply {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const refused = {
      status: 401,
      body: { message: 'Client authentication failed', type: 'error', code: 401 },
    };
    if (
      body.client_id !== this.account.clientId ||
      body.client_secret !== this.account.clientSecret
    )
      return refused;
    if (body.grant_type === 'password') {
      if (body.username !== this.account.username || body.password !== this.account.password) {
        return {
          status: 400,
          body: { message: 'The user credentials were incorrect.', type: 'error', code: 400 },
        };
      }
    } else if (body.grant_type === 'refresh_token') {
      if (!this.refreshTokens.delete(String(body.refresh_token))) {
        return {
          status: 401,
          body: { message: 'The refresh token is invalid.', type: 'error', code: 401 },
        };
      }
    } else {
      return { status: 400, body: { message: 'Unsupported grant type', type: 'error', code: 400 } };
    }
    this.issued[body.grant_type] += 1;
    const access = `pathao-token-${++this.serial}`;
    const refresh = `pathao-refresh-${this.serial}`;
    this.tokens.set(access, true);
    this.refreshTokens.add(refresh);
    return {
      status: 200,
      body: {
        token_type: 'Bearer',
        expires_in: this.tokenSeconds,
        access_token: access,
        refresh_token: refresh,
      },
    };
  }

  private problems(order: Record<string, unknown>): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    if (order.store_id !== this.account.storeId)
      errors.store_id = ['The selected store id is invalid.'];
    if (!lengthWithin(order.recipient_name, 3, 100))
      errors.recipient_name = ['The recipient name must be between 3 and 100 characters.'];
    if (!isMobile(order.recipient_phone))
      errors.recipient_phone = ['The recipient phone must be 11 characters.'];
    if (!lengthWithin(order.recipient_address, 10, 220))
      errors.recipient_address = ['The recipient address must be between 10 and 220 characters.'];
    if (order.delivery_type !== 48 && order.delivery_type !== 12)
      errors.delivery_type = ['The selected delivery type is invalid.'];
    if (order.item_type !== 1 && order.item_type !== 2)
      errors.item_type = ['The selected item type is invalid.'];
    const weight = Number(order.item_weight);
    if (!(weight >= 0.5 && weight <= 10))
      errors.item_weight = ['The item weight must be between 0.5 and 10.'];
    if (!Number.isInteger(order.amount_to_collect) || Number(order.amount_to_collect) < 0)
      errors.amount_to_collect = ['The amount to collect must be an integer.'];
    for (const key of ['recipient_city', 'recipient_zone'] as const) {
      if (key in order && typeof order[key] !== 'number')
        errors[key] = [`The ${key.replace('_', ' ')} must be an integer.`];
    }
    return errors;
  }

  private make(order: Record<string, unknown>): PathaoOrder {
    const made: PathaoOrder = {
      consignment_id: `DL${String(++this.serial).padStart(6, '0')}TS`,
      merchant_order_id:
        typeof order.merchant_order_id === 'string' ? order.merchant_order_id : null,
      body: order,
      status: 'Pending',
    };
    this.orders.push(made);
    return made;
  }

  private createOrder(request: CourierRequest): Reply {
    const order = (request.body ?? {}) as Record<string, unknown>;
    const errors = this.problems(order);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const made = this.make(order);
    return {
      status: 200,
      body: {
        message: 'Order Created Successfully',
        type: 'success',
        code: 200,
        data: {
          consignment_id: made.consignment_id,
          merchant_order_id: made.merchant_order_id,
          order_status: 'Pending',
          delivery_fee: 60,
        },
      },
    };
  }

  private bulk(request: CourierRequest): Reply {
    const orders = ((request.body ?? {}) as { orders?: unknown }).orders;
    if (!Array.isArray(orders) || orders.length === 0)
      return invalid({ orders: ['The orders field is required.'] });
    for (const [i, order] of orders.entries()) {
      const errors = this.problems(order as Record<string, unknown>);
      if (Object.keys(errors).length > 0) {
        return invalid(
          Object.fromEntries(Object.entries(errors).map(([k, v]) => [`orders.${i}.${k}`, v])),
        );
      }
    }
    // Accepted now, made "later": each made order is told by an order.created webhook.
    for (const order of orders) {
      const made = this.make(order as Record<string, unknown>);
      this.outbox.push(this.webhook('order.created', made.consignment_id, { delivery_fee: 60 }));
    }
    return {
      status: 202,
      body: {
        message:
          'Your bulk order creation request is accepted, please wait some time to complete order creation.',
        type: 'success',
        code: 202,
        data: true,
      },
    };
  }

  private info(consignment: string): Reply {
    const order = this.orders.find((o) => o.consignment_id === consignment);
    if (!order)
      return { status: 404, body: { message: 'Order not found', type: 'error', code: 404 } };
    return {
      status: 200,
      body: {
        message: 'Order info',
        type: 'success',
        code: 200,
        data: {
          consignment_id: order.consignment_id,
          merchant_order_id: order.merchant_order_id,
          order_status: order.status,
          order_status_slug: order.status,
          updated_at: '2026-11-28 12:00:00',
          invoice_id: null,
        },
      },
    };
  }

  private price(request: CourierRequest): Reply {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.recipient_city !== 'number' || typeof body.recipient_zone !== 'number') {
      return invalid({ recipient_city: ['The recipient city field is required.'] });
    }
    const price = body.recipient_city === 1 ? 60 : 110;
    return {
      status: 200,
      body: {
        message: 'price',
        type: 'success',
        code: 200,
        data: {
          price,
          discount: 0,
          promo_discount: 0,
          plan_id: 69,
          cod_enabled: 1,
          cod_percentage: 0.01,
          additional_charge: 0,
          final_price: price,
        },
      },
    };
  }

  /** Moves a parcel on at Pathao (what its info answers from now on). */
  setStatus(consignment: string, slug: string): void {
    const order = this.orders.find((o) => o.consignment_id === consignment);
    if (order) order.status = slug;
  }

  /** A webhook as Pathao sends it for an event of a parcel (the secret in its header). */
  webhook(
    event: string,
    consignment: string,
    extra: Record<string, unknown> = {},
    at = '2026-11-28T10:00:00+00:00',
  ) {
    const order = this.orders.find((o) => o.consignment_id === consignment);
    return {
      headers: {
        'content-type': 'application/json',
        'x-pathao-signature': this.account.webhookSecret,
      },
      query: '',
      body: {
        event,
        consignment_id: consignment,
        merchant_order_id: order?.merchant_order_id ?? null,
        store_id: this.account.storeId,
        updated_at: at.replace('T', ' ').slice(0, 19),
        timestamp: at,
        ...extra,
      } as Record<string, unknown>,
    };
  }
}
