import { useCallback, useEffect, useRef } from 'react';
import type { FieldErrors, FieldPath, FieldValues, UseFormClearErrors } from 'react-hook-form';
import { formMessage } from '@poshak/shared-api/schemas';

/** Spec §9: a failed validation marks the empty required fields for 2.6 s. */
export const ERROR_BORDER_MS = 2600;

/**
 * Spec §4, §5 (order form, Add Product): a refused submit marks the empty required fields for
 * ERROR_BORDER_MS, then the marks go. Other errors (a number too long, a mobile number that is not
 * one) stay until the field is put right. Returns handleSubmit's invalid callback, which says
 * whether a required field was empty.
 */
export function useRequiredFlash<T extends FieldValues>(clearErrors: UseFormClearErrors<T>) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (errors: FieldErrors<T>): boolean => {
      const empty = Object.entries(errors)
        .filter(([, error]) => {
          const message = (error as { message?: unknown } | undefined)?.message;
          return typeof message === 'string' && formMessage(message).key === 'required';
        })
        .map(([name]) => name as FieldPath<T>);
      clearTimeout(timer.current);
      if (empty.length > 0) timer.current = setTimeout(() => clearErrors(empty), ERROR_BORDER_MS);
      return empty.length > 0;
    },
    [clearErrors],
  );
}
