import { Alert, Flex, Typography } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';
import { PageTitle } from '../../../components/page-title';
import { usePermission } from '../../../lib/permissions';
import { BlockFormSection } from './block-form-section';
import { BlocklistTableSection } from './blocklist-table-section';
import { RiskRulesCard } from './risk-rules-card';

/**
 * The numbers whose orders are held for a call (docs/risk.md): each with its reason, who blocked
 * it and when; admins and sellers block and unblock, every staff member reads.
 */
export function BlocklistPage() {
  const { t } = useT('backoffice');
  const { readOnlyReason } = usePermission('blocklist');
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('risk.blocklist.title')}</PageTitle>
      <RiskRulesCard />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('risk.blocklist.intro')}
      </Typography.Paragraph>
      {readOnlyReason ? (
        <Alert type="info" showIcon title={readOnlyReason} />
      ) : (
        <BlockFormSection />
      )}
      <BlocklistTableSection readOnlyReason={readOnlyReason} />
    </Flex>
  );
}
