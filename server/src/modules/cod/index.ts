// What cash on delivery offers the rest of the server (docs/cod.md): a courier's "paid" settles
// its parcel. The routes are registered by app.ts.
export { settleFromPaidEvent } from './settlements';
