import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courierAreaRoutes, courierLocationRoutes } from './courier-area-routes';
import { courierBookingRoutes } from './courier-booking-routes';
import { courierSetupRoutes } from './courier-setup-routes';

/**
 * Staff's side of the couriers: which are set up (never their credentials), a connection test,
 * their place lists and the shop's areas mapped to them, booking orders, and an order's bookings
 * with everything its couriers said about it. In the order the OpenAPI document has always listed
 * them: the request fuzzer draws each route's cases by its place there.
 */
const courierRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(courierSetupRoutes);
  await app.register(courierLocationRoutes);
  await app.register(courierAreaRoutes);
  await app.register(courierBookingRoutes);
};

export default courierRoutes;
