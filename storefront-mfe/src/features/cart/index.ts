// The cart as the other features may use it; they import this file, never the cart's own files
// (eslint.config.mjs, docs/code-layout.md).
export { cartNeedsAgreement, cartStore, itemCount, useCart, type CartLine } from './cart-store';
export { refreshCartStock } from './use-cart-stock';
export { cartItemOf, useAddToCart, type AddMode } from './use-add-to-cart';
export { earlyTapKey } from './early-tap';
