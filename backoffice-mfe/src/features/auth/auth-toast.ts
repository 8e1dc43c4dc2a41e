import { toast, TOAST_MS } from '@poshak/shared-ui/toast';

/** The sign-in and sign-up screens' toasts, each shown for the spec's auth duration. */
export const authToast = {
  success: (message: string) => toast.success(message, { duration: TOAST_MS.auth }),
  error: (message: string) => toast.error(message, { duration: TOAST_MS.auth }),
};
