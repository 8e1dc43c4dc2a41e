import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderFieldName } from '../lib/order-fields';

/** The radio groups have no input named after their field: each is found by its group's class. */
const GROUPS: Partial<Record<OrderFieldName, string>> = {
  shipping_id: '.sf-order__areas:not(.sf-fee__providers) input',
  provider: '.sf-fee__providers input',
};

/**
 * Brings a wrong field of the form inside `formBox` to the middle of the screen (clear of the
 * sticky bars and of the toasts) and focuses it.
 */
export function useFieldFocus() {
  const formBox = useRef<HTMLDivElement>(null);
  // A new object for each refused submit, so the same field is brought into view again.
  const [request, setRequest] = useState<{ field: OrderFieldName } | null>(null);

  useEffect(() => {
    if (!request) return;
    const target = formBox.current?.querySelector<HTMLElement>(
      GROUPS[request.field] ?? `[name="${request.field}"]`,
    );
    if (!target) return;
    (target.closest('.ant-form-item') ?? target).scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [request]);

  const focusField = useCallback((field: OrderFieldName) => setRequest({ field }), []);
  return { formBox, focusField };
}
