/** Every link in the shop comes from here (spec §2 routes; the back-office lives under /admin). */
export const paths = {
  home: '/',
  product: (idProductTrace: number | string) => `/productdetails/${idProductTrace}`,
  cart: '/cart',
  checkout: (id: number | string) => `/checkout/${id}`,
  /** Track your order; with an invoice number, the form comes filled with it. */
  track: (invoiceNo?: number) =>
    invoiceNo === undefined ? '/track' : `/track?invoice=${invoiceNo}`,
  admin: {
    root: '/admin',
    login: '/admin/login',
    signup: '/admin/signup',
    /** The landing page of admin and seller: today's figures. */
    dashboard: '/admin/dashboard',
    orders: '/admin/product-order',
    /** An order taken by a staff member for a customer (phone, Messenger, walk-in, a comment). */
    newOrder: '/admin/orders/new',
    /** An order's A4 invoice or 80 mm packing slip, ready to print. */
    orderPrint: (invoiceNo: number, format: 'a4' | 'slip') =>
      `/admin/orders/${invoiceNo}/print?format=${format}`,
    /** Many orders in one print job: one slip or invoice each, each on a page of its own. */
    ordersPrint: (invoiceNos: readonly number[], format: 'a4' | 'slip') =>
      `/admin/orders/print?format=${format}&invoices=${invoiceNos.join(',')}`,
    /** The chosen orders' parcel labels (courier, tracking code as barcode and QR), A4 or 80 mm. */
    labels: (invoiceNos: readonly number[], format: 'a4' | 'label') =>
      `/admin/orders/labels?format=${format}&invoices=${invoiceNos.join(',')}`,
    /** Which couriers are on, their connection, and where each shipping area lies in their lists. */
    couriers: '/admin/couriers',
    /** The couriers page opened at one courier's mapping of one shipping area. */
    courierArea: (courier: string, idShipping: number) =>
      `/admin/couriers?courier=${courier}&area=${idShipping}`,
    addProduct: '/admin/product-add',
    categories: '/admin/product-cetagory',
    brands: '/admin/product-brand',
    sizes: '/admin/product-size',
    colors: '/admin/product-color',
    materials: '/admin/product-material',
    customers: '/admin/product-customer',
    coupon: '/admin/coupon',
    deliveryAreas: '/admin/delivery-areas',
    blocklist: '/admin/blocklist',
    audit: '/admin/audit',
    /** Which release of the storefront and back-office runs, its canary, and their failures. */
    releases: '/admin/releases',
    staff: '/admin/staff',
    /** The SMS shoppers are sent: the owner's wordings, and the messages themselves. */
    sms: '/admin/sms',
    smsMessages: '/admin/sms/messages',
    /** Cash on delivery: what the couriers collected and paid against what each parcel should. */
    cod: '/admin/cod',
  },
} as const;

/** Route patterns the storefront remote answers (the shell mounts the remote on exactly these). */
export const storefrontRoutes = [
  '/',
  '/productdetails/:id',
  '/cart',
  '/checkout/:id',
  '/track',
] as const;

/** The spec's top-level staff paths; the shell redirects each to the same page under /admin. */
export const legacyStaffPaths = [
  '/login',
  '/signup',
  '/product-cetagory',
  '/product-brand',
  '/product-size',
  '/product-color',
  '/product-material',
  '/product-customer',
  '/product-order',
  '/product-add',
  '/coupon',
] as const;
