import { lazy, useSyncExternalStore } from 'react';

type ToastModule = typeof import('@poshak/shared-ui/toast');

let loading: Promise<ToastModule> | undefined;
const listeners = new Set<() => void>();

/**
 * The toast code (react-hot-toast, ≈ 5 KB gzipped) is not needed to show a page, only to answer
 * a shopper's action: it is fetched at the first toast of a visit, and the toast area is mounted
 * then (a toast raised before the area mounts is kept by the toast store and shown by it).
 */
export function loadToasts(): Promise<ToastModule> {
  if (!loading) {
    loading = import('@poshak/shared-ui/toast');
    listeners.forEach((listener) => listener());
  }
  return loading;
}

/** Raises a toast as soon as the toast code is here. */
export function showToast(raise: (toasts: ToastModule) => void): void {
  void loadToasts().then(raise);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const wanted = () => loading !== undefined;

/** True from the first toast of the visit on: the app root then mounts the toast area. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(subscribe, wanted, wanted);
}

export const LazyShopToaster = lazy(() =>
  loadToasts().then((toasts) => ({ default: toasts.ShopToaster })),
);
