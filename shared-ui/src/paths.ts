/** Every link in the shop comes from here (spec §2 routes; the back-office lives under /admin). */
export const paths = {
  home: '/',
  product: (idProductTrace: number | string) => `/productdetails/${idProductTrace}`,
  cart: '/cart',
  checkout: (id: number | string) => `/checkout/${id}`,
  admin: {
    root: '/admin',
    login: '/admin/login',
    signup: '/admin/signup',
    orders: '/admin/product-order',
    addProduct: '/admin/product-add',
    categories: '/admin/product-cetagory',
    brands: '/admin/product-brand',
    sizes: '/admin/product-size',
    colors: '/admin/product-color',
    materials: '/admin/product-material',
    customers: '/admin/product-customer',
    coupon: '/admin/coupon',
  },
} as const;

/** Route patterns the storefront remote answers (the shell mounts the remote on exactly these). */
export const storefrontRoutes = ['/', '/productdetails/:id', '/cart', '/checkout/:id'] as const;

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
