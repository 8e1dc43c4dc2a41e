import { lazy, useSyncExternalStore } from 'react';

type ToastModule = typeof import('@poshak/shared-ui/toast');

let loading: Promise<ToastModule> | undefined;
let loaded = false;
const listeners = new Set<() => void>();

/**
 * The toast code (react-hot-toast, ≈ 5 KB gzipped) is not needed to show a page, only to answer
 * a shopper's action: it is fetched at the first toast of a visit, and the toast area is mounted
 * once it is here (a toast raised before the area mounts is kept by the toast store and shown by
 * it). A fetch that failed — the shopper was offline — is forgotten, so the next toast tries again.
 */
export function loadToasts(): Promise<ToastModule> {
  loading ??= import('@poshak/shared-ui/toast').then(
    (toasts) => {
      loaded = true;
      listeners.forEach((listener) => listener());
      return toasts;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Raises a toast as soon as the toast code is here; none when it cannot be fetched. */
export function showToast(raise: (toasts: ToastModule) => void): void {
  loadToasts().then(raise, () => undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const wanted = () => loaded;

/** True once the toast code of the visit is here: the app root then mounts the toast area. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(subscribe, wanted, wanted);
}

// Mounted only after loadToasts succeeded, so this lazy component never meets a failed fetch.
export const LazyShopToaster = lazy(() =>
  loadToasts().then((toasts) => ({ default: toasts.ShopToaster })),
);
