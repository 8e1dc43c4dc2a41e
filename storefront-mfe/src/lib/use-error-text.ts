import { useCallback } from 'react';
import { ApiError } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

/**
 * What to tell a shopper about a failed call: the server's own words when it answered (e.g. which
 * item is short of stock), otherwise the client's message in the reader's language.
 */
export function useErrorText() {
  const { t } = useT('common');
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiError))
        return error instanceof Error ? error.message : String(error);
      if (error.status > 0) return error.message;
      if (error.networkCode === 'ERR_CANCELED') return t('errors.aborted');
      return t('errors.networkError');
    },
    [t],
  );
}
