import type { Role } from '@poshak/shared-api/schemas';

/**
 * Who may call a route. Every /api route declares one in its `config.access`; the auth plugin
 * refuses to start with a route that does not, so no route can escape the matrix
 * (docs/roles.md is generated from the route table).
 */
export type RouteAccess =
  | 'public'
  | {
      roles: readonly Role[];
      /**
       * The legacy `POST /customers/post` serves the old storefront's order flow (JSON body,
       * anonymous) and the back-office (query form, staff): only the JSON form is public.
       */
      publicWhenJson?: true;
    };

/** The role matrix (issue 3): admin all; seller catalogue, stock, customers, orders;
 * moderator reads everything and changes order status. */
export const ACCESS = {
  public: 'public',
  /** Any signed-in staff member. */
  staffRead: { roles: ['admin', 'seller', 'moderator'] },
  /** Lookup lists, stock entries and customers. */
  catalogueWrite: { roles: ['admin', 'seller'] },
  orderStatusWrite: { roles: ['admin', 'seller', 'moderator'] },
  adminOnly: { roles: ['admin'] },
  /** The landing figures (takings included): the people who run the shop, not the moderators. */
  dashboard: { roles: ['admin', 'seller'] },
  /**
   * Orders taken by phone, Messenger, in the shop or from a Facebook comment: the people who sell.
   * A moderator checks orders but does not make them.
   */
  takeOrders: { roles: ['admin', 'seller'] },
  /**
   * Booking orders with a courier and matching the shop's areas to a courier's: the people who
   * sell and send. A booking costs the shop the courier's fee; a moderator checks, not sends.
   */
  bookCouriers: { roles: ['admin', 'seller'] },
  /**
   * Cash on delivery: what couriers collected and owe. The shop's takings, like the dashboard's:
   * the people who run the shop and send the parcels, not the moderators.
   */
  reconcileCod: { roles: ['admin', 'seller'] },
  /**
   * The blocklist of numbers whose orders are held: the people who sell and take the calls.
   * A moderator reads it (and releases held orders after the call) but does not block.
   */
  blockPhones: { roles: ['admin', 'seller'] },
} as const satisfies Record<string, RouteAccess>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** GET replies get an ETag and answer 304 to a matching If-None-Match. */
    etag?: boolean;
  }
}
