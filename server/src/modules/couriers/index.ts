// What the couriers domain offers the rest of the server (docs/couriers.md); the rest of its files
// are its own. The routes and the worker plugin are registered by app.ts.
export { courierTrackingOf, liveBookingOf } from './booking-view';
export { courierAdapters } from './adapters/choose';
export type { CourierAdapter } from './adapters/courier';
export { isFailure } from './adapters/http';
