import { useSyncExternalStore } from 'react';
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

/** A phone's width, where the keyboard and the form's last fields fill the bottom of the screen. */
const PHONE = '(max-width: 575px)';

const subscribePhone = (changed: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};
const onPhone = () => window.matchMedia(PHONE).matches;

/**
 * The shop's toast area, the timer pausing while the pointer is over it: bottom-centre, and on a
 * phone top-centre, where it does not cover the field being typed in (a refused form brings its
 * first wrong field to the middle of the screen). Rendered once per app root; the toast store is
 * shared through this package's singleton.
 */
export function ShopToaster() {
  const phone = useSyncExternalStore(subscribePhone, onPhone, () => false);
  return (
    <Toaster
      position={phone ? 'top-center' : 'bottom-center'}
      toastOptions={{ style: { maxWidth: 350 } }}
    />
  );
}

export { toast };
