import { ApiError, waitOf } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

/**
 * The words for a refused sign-in, sign-up or OTP request: a rate-limit refusal (429) in the
 * reader's language, with the wait the server asks for (`retry_after_seconds`) said as the
 * server's own message says it; any other refusal as the server put it.
 */
export function useRefusalText() {
  const { t } = useT('backoffice');
  return (failure: unknown): string => {
    const error = ApiError.from(failure);
    if (error.status !== 429) return error.message;
    if (error.retryAfterSeconds === undefined) return t('attempts.tooManyLater');
    const { unit, count } = waitOf(error.retryAfterSeconds);
    return t('attempts.tooMany', { wait: t(`attempts.${unit}`, { count }) });
  };
}
