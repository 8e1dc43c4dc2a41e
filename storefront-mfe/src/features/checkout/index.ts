// Checkout as the other features may use it; they import this file, never checkout's own files
// (eslint.config.mjs, docs/code-layout.md).
export { OrderForm } from './components/order-form';
export { OrderConfirmation, type PlacedOrderView } from './components/order-confirmation';
