import toast, { Toaster } from 'react-hot-toast';

/** Toast durations the spec fixes (§9); anything else uses react-hot-toast's defaults, which match §9. */
export const TOAST_MS = {
  cart: 3000,
  auth: 1000,
  orderPlaced: 3000,
  orderRefused: 1000,
  backofficeShort: 500,
  backoffice: 1000,
  backofficeLong: 1500,
} as const;

/**
 * The shop's toast area: bottom-centre, the timer pausing while the pointer is over it.
 * Rendered once per app root; the toast store is shared through this package's singleton.
 */
export function ShopToaster() {
  return <Toaster position="bottom-center" toastOptions={{ style: { maxWidth: 350 } }} />;
}

export { toast };
