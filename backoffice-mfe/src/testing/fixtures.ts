import {
  ORDER_STATUS_NAMES,
  orderStatusId,
  orderTotal,
  type Coupon,
  type CourierBooking,
  type CourierInfo,
  type Dashboard,
  type OrderDetail,
  type OrderPayment,
  type OrderStatus,
  type OrderSummary,
  type Paged,
  type StockEntry,
} from '@poshak/shared-api';

export const paged = <T>(items: T[], page = 1, pageSize = 18): Paged<T> => ({
  items,
  total: items.length,
  page,
  pageSize,
});

/** The seeded order statuses, as the server lists them. */
export const orderStatuses: OrderStatus[] = ORDER_STATUS_NAMES.map((name) => ({
  id_order_status: orderStatusId(name),
  order_status_name: name,
}));

export function orderSummary(invoice: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  const order = {
    invoice_no: invoice,
    customer_name: `Customer ${invoice}`,
    customer_phone: `0171234567${invoice % 10}`,
    customer_address: `House ${invoice}, Dhanmondi, Dhaka`,
    order_status_id: 1,
    order_status_name: 'Pending',
    shipping_cost: 80,
    item_quantity: 3,
    item_total: 3700,
    discount: 0,
    coupon_code: null,
    fee_status: 'none' as const,
    trx_id: null,
    shipping_id: 1,
    shipping_name: 'Inside Dhaka',
    created_at: '2026-11-20T10:00:00.000Z',
    source: 'checkout' as const,
    ...overrides,
  };
  // Stored as the server stores it, unless a test says otherwise.
  const total = orderTotal({ ...order, subtotal: order.item_total, shipping: order.shipping_cost });
  return { total, ...order };
}

export function orderDetail(
  invoice: number,
  overrides: Partial<Omit<OrderDetail, 'lines'>> = {},
): OrderDetail {
  const {
    taken_by = null,
    utm_source = null,
    utm_medium = null,
    utm_campaign = null,
    ...order
  } = overrides;
  return {
    ...orderSummary(invoice, order),
    taken_by,
    utm_source,
    utm_medium,
    utm_campaign,
    lines: [
      {
        id_transaction: 501,
        product_name: 'Cotton Panjabi',
        category_name: 'Panjabi',
        brand_name: 'Aarong',
        size_name: 'L',
        material_name: 'Cotton',
        color_name: 'White',
        product_name_bn: 'সুতির পাঞ্জাবি',
        color_name_bn: 'সাদা',
        size_name_bn: null,
        price: 1500,
        quantity: 2,
        line_total: 3000,
      },
      {
        id_transaction: 502,
        product_name: 'Silk Scarf',
        category_name: 'Scarf',
        brand_name: 'Yellow',
        size_name: 'Free',
        material_name: null,
        color_name: 'Red',
        product_name_bn: null,
        color_name_bn: null,
        size_name_bn: null,
        price: 700,
        quantity: 1,
        line_total: 700,
      },
    ],
  };
}

export const lookups = {
  category: [
    { id_category: 1, category_name: 'Panjabi' },
    { id_category: 2, category_name: 'Saree' },
  ],
  brand: [
    { id_brand: 1, brand_name: 'Aarong' },
    { id_brand: 2, brand_name: 'Yellow' },
  ],
  color: [
    { id_color: 1, color_name: 'White' },
    { id_color: 2, color_name: 'Red' },
  ],
  size: [
    { id_size: 1, size_name: 'M' },
    { id_size: 2, size_name: 'L' },
  ],
  material: [
    { id_material: 1, material_name: 'Cotton' },
    { id_material: 2, material_name: 'Silk' },
  ],
  imagePriorities: [
    { id_image_priority: 1, priority: 'Collection' },
    { id_image_priority: 2, priority: 'Best Seller' },
    { id_image_priority: 3, priority: 'Banner' },
  ],
  operationTypes: [
    { id_operation_type: 1, operation_name: 'Order' },
    { id_operation_type: 2, operation_name: 'Sale' },
  ],
};

/** GET routes of every lookup the Add Product form reads. */
export const lookupRoutes = {
  'GET /categorys/getAll': () => lookups.category,
  'GET /brands/getAll': () => lookups.brand,
  'GET /colors/getAll': () => lookups.color,
  'GET /sizes/getAll': () => lookups.size,
  'GET /materials/getAll': () => lookups.material,
  'GET /imagepriority/getAll': () => lookups.imagePriorities,
  'GET /operationtypes/getAll': () => lookups.operationTypes,
};

export function stockEntry(id: number, overrides: Partial<StockEntry> = {}): StockEntry {
  return {
    id_transaction: id,
    id_product_trace: 100 + id,
    id_image: 200 + id,
    product_code: `PJ-${id}`,
    product_name: 'Embroidered Cotton Panjabi',
    product_name_bn: null,
    category_id: 1,
    category_name: 'Panjabi',
    color_id: 1,
    color_name: 'White',
    color_name_bn: 'সাদা',
    size_id: 2,
    size_name: 'L',
    size_name_bn: null,
    brand_id: 1,
    brand_name: 'Aarong',
    material_id: 1,
    material_name: 'Cotton',
    type: 'Festive',
    type_bn: 'উৎসবের',
    model: 'Eid 2026',
    weight_grams: 450,
    price: 1500,
    quantity: 12,
    archived: false,
    operation_type_id: 2,
    image_priority_id: 1,
    priority: 'Collection',
    media_type: 'image',
    image: {
      url: `/uploads/${id}.webp`,
      width: 800,
      height: 1000,
      thumbnails: [{ url: `/uploads/${id}-320.webp`, width: 320 }],
    },
    ...overrides,
  };
}

export function coupon(id: number, overrides: Partial<Coupon> = {}): Coupon {
  return {
    id_coupon: id,
    code: `EID${id}`,
    name: `Eid offer ${id}`,
    description: '',
    discount_value: 10,
    applies_to: 'All Product',
    start_day: '2026-01-01',
    end_day: '2026-12-31',
    allowed_customer: 'All Customer',
    discount_kind: 'percent',
    max_uses: null,
    max_uses_per_phone: null,
    product_codes: [],
    products: [],
    uses: 0,
    status: 'Active',
    ...overrides,
  };
}

/** A delivery fee sent by bKash, not yet checked by staff. */
export function orderPayment(overrides: Partial<OrderPayment> = {}): OrderPayment {
  return {
    provider: 'bkash',
    trx_id: '9A7B6C5D4E',
    paid_from: '01712345678',
    amount: 80,
    status: 'unverified',
    checked_by: null,
    checked_at: null,
    ...overrides,
  };
}

const figures = (orders: number, takings: number) => ({
  orders,
  takings,
  delivery_fees: 80 * orders,
  fees_paid: 80,
  discounts: 100,
});

/** A dashboard's figures: a busy Pending count, one fee waiting, a top seller, low stock. */
export const dashboardFixture: Dashboard = {
  today: '2026-11-25',
  week_start: '2026-11-21',
  today_figures: figures(2, 1980),
  week_figures: figures(3, 5610),
  by_status: orderStatuses.map((s) => ({
    order_status_id: s.id_order_status,
    order_status_name: s.order_status_name,
    orders: s.order_status_name === 'Pending' ? 1234 : 0,
  })),
  fees_waiting: 1,
  top_products: [
    {
      product_code: 'SAR-001',
      product_name: 'Tangail Saree',
      product_name_bn: 'টাঙ্গাইল শাড়ি',
      units: 5,
      takings: 5000,
    },
  ],
  low_stock: {
    threshold: 5,
    count: 2,
    count_cap: 10_000,
    items: [
      {
        id_transaction: 41,
        product_code: 'LOW-2',
        product_name: 'Gamchha',
        product_name_bn: null,
        color_name: 'Red',
        color_name_bn: 'লাল',
        size_name: 'M',
        size_name_bn: null,
        quantity: 2,
      },
    ],
  },
  daily: Array.from({ length: 30 }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, '0')}`,
    orders: i % 3,
    takings: (i % 3) * 1000,
  })),
};

/** A live courier booking of an order, as the server answers it (booked unless said otherwise). */
export function courierBooking(
  invoice: number,
  overrides: Partial<CourierBooking> = {},
): CourierBooking {
  return {
    id: invoice * 10,
    invoice_no: invoice,
    courier: 'steadfast',
    status: 'booked',
    merchant_order_id: String(invoice),
    amount_to_collect: 3780,
    consignment_id: `C${invoice}`,
    tracking_code: `SFR${invoice}XYZ`,
    tracking_link: `https://steadfast.com.bd/t/SFR${invoice}XYZ`,
    delivery_fee: 60,
    attempts: 1,
    error_code: null,
    last_error: null,
    courier_status: null,
    collected_amount: null,
    created_at: '2026-11-21T09:00:00.000Z',
    booked_at: '2026-11-21T09:00:05.000Z',
    ...overrides,
  };
}

/** The couriers page's list: Pathao and Steadfast on (sandbox), RedX not set up. */
export const courierList: { items: CourierInfo[] } = {
  items: [
    {
      courier: 'pathao',
      configured: true,
      mode: 'sandbox',
      host: 'courier-api-sandbox.pathao.com',
      bulk_limit: 100,
      webhook: true,
      needs_location: 'city_zone',
    },
    {
      courier: 'steadfast',
      configured: true,
      mode: 'sandbox',
      host: '127.0.0.1',
      bulk_limit: 500,
      webhook: true,
      needs_location: 'none',
    },
    {
      courier: 'redx',
      configured: false,
      mode: 'sandbox',
      host: null,
      bulk_limit: 1,
      webhook: false,
      needs_location: 'area',
    },
  ],
};
