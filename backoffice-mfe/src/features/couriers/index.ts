// The couriers as the orders page uses them; other features import this file, never the
// feature's own files (eslint.config.mjs, docs/code-layout.md).
export { BookingDialog } from './components/booking-dialog';
export { BookingTag } from './components/booking-tag';
export { CourierRecord } from './components/courier-record';
