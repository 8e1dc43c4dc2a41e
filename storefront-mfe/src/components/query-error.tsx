import { ErrorState } from '@poshak/shared-ui/error-state';
import { useRetryFailed } from '../lib/use-retry';

/** A failed load in the reader's language, with Retry (the spec only logged to the console). */
export function QueryError() {
  const retry = useRetryFailed();
  return <ErrorState onRetry={retry} />;
}
