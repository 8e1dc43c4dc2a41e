import { Button, type TableColumnsType } from 'antd';
import type { BlockedPhone } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { useDigits } from '../../../lib/use-digits';
import { useUnblockAction } from './use-unblock-action';

/** The blocked numbers' columns: the number, why, who and when, and Unblock for those who may. */
export function useBlocklistColumns(readOnlyReason: string | null): TableColumnsType<BlockedPhone> {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  const digits = useDigits();
  const remove = useUnblockAction();
  return [
    { key: 'phone', title: t('risk.blocklist.phone'), render: (_, e) => digits(e.phone) },
    { key: 'reason', title: t('risk.blocklist.reason'), dataIndex: 'reason' },
    { key: 'by', title: t('risk.blocklist.by'), render: (_, e) => e.created_by ?? '—' },
    {
      key: 'when',
      title: t('risk.blocklist.when'),
      render: (_, e) => DHAKA_TIME[language].format(new Date(e.created_at)),
    },
    {
      key: 'actions',
      title: t('risk.blocklist.actions'),
      render: (_, e) => (
        <Button
          danger
          size="small"
          disabled={!!readOnlyReason}
          aria-label={t('risk.blocklist.removeOf', { phone: digits(e.phone) })}
          onClick={() => void remove(e)}
        >
          {t('risk.blocklist.remove')}
        </Button>
      ),
    },
  ];
}
