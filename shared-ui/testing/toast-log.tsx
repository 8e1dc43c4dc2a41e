import { useEffect } from 'react';
import { useToasterStore } from 'react-hot-toast';
import { waitFor } from '@testing-library/react';

/**
 * Every toast message the app's toast store has held since the log was cleared. The spec's toasts
 * live a second; on a loaded machine a test may get to look only after that (a refusal toast was
 * missed that way by a 30 s `findByText`), so a test asks whether the toast was shown, not whether
 * it is still there.
 */
const said = new Set<string>();

/** Rendered beside the app under test: records the store's messages as React commits them. */
export function ToastLog() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const shown of toasts) if (typeof shown.message === 'string') said.add(shown.message);
  }, [toasts]);
  return null;
}

export function clearToastLog(): void {
  said.clear();
}

/** Resolves once a toast said `text` (however briefly); fails naming what the toasts did say. */
export async function toastShown(text: string): Promise<void> {
  await waitFor(() => {
    if (!said.has(text)) {
      throw new Error(
        `no toast said "${text}"; toasts said: ${[...said].join(' | ') || 'nothing'}`,
      );
    }
  });
}
