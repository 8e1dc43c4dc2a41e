import { ApiError } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

/**
 * The wait in the server's 429 message ("Too many attempts: try again in 5 minutes"). Its words
 * are English; only the number and unit are taken, so each language says the rest its own way.
 */
const WAIT = /(\d+)\s*(second|minute|hour)s?\b/i;
type WaitUnit = 'second' | 'minute' | 'hour';

/**
 * The words for a refused sign-in, sign-up or OTP request: a rate-limit refusal in the reader's
 * language, said once; any other refusal as the server put it.
 */
export function useRefusalText() {
  const { t } = useT('backoffice');
  return (failure: unknown): string => {
    const error = ApiError.from(failure);
    if (error.status !== 429) return error.message;
    const wait = WAIT.exec(error.message);
    if (!wait) return t('attempts.tooManyLater');
    const unit = (wait[2] ?? 'minute').toLowerCase() as WaitUnit;
    return t('attempts.tooMany', { wait: t(`attempts.${unit}`, { count: Number(wait[1]) }) });
  };
}
