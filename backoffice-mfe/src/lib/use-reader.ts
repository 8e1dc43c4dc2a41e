import { useMemo } from 'react';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import type { Reader } from './reader';

/** The signed-in member as a reader: their language and the back-office's texts in it. */
export function useReader(): Reader {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  return useMemo(() => ({ language, t: (key: string) => t(key) }), [language, t]);
}
