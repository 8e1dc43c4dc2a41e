import { Button, Card, Flex } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { PageTitle } from '../../../components/page-title';
import { useAuditView } from '../hooks/use-audit-view';
import { AuditFiltersSection } from './audit-filters-section';
import { AuditTableSection } from './audit-table-section';

/** Who changed what (admins): the audit log newest first, by person, kind and days. */
export function AuditPage() {
  const { t } = useT('backoffice');
  const { filters, change, log, paged, newest, older } = useAuditView();
  return (
    <Card title={<PageTitle>{t('audit.title')}</PageTitle>}>
      <Flex vertical gap={16}>
        <AuditFiltersSection filters={filters} change={change} />
        <AuditTableSection log={log} />
        <Flex gap={8} justify="end">
          {paged && <Button onClick={newest}>{t('audit.newest')}</Button>}
          <Button disabled={!log.data?.next_before} onClick={older}>
            {t('audit.older')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
