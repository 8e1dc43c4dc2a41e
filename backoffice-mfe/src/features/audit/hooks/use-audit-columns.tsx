import type { TableColumnsType } from 'antd';
import type { AuditEntry } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { AuditChange } from '../components/audit-change';
import { AuditWhat } from '../components/audit-what';

/** The log's columns: when (Dhaka time), who, what, and the change itself. */
export function useAuditColumns(): TableColumnsType<AuditEntry> {
  const { t } = useT('backoffice');
  const [language] = useLanguage();
  return [
    {
      key: 'when',
      title: t('audit.columns.when'),
      render: (_, e) => DHAKA_TIME[language].format(new Date(e.at)),
      width: 150,
    },
    {
      key: 'who',
      title: t('audit.columns.who'),
      render: (_, e) => e.staff_username ?? '—',
      width: 120,
    },
    {
      key: 'what',
      title: t('audit.columns.what'),
      width: 200,
      render: (_, e) => <AuditWhat entry={e} />,
    },
    {
      key: 'change',
      title: t('audit.columns.change'),
      render: (_, e) => <AuditChange before={e.before} after={e.after} />,
    },
  ];
}
