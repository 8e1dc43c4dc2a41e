import { useCallback, useState } from 'react';
import { Alert, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import type { SmsEvent, SmsTemplate } from '@poshak/shared-api';
import { SMS_EVENTS } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { PageTitle } from '../../../components/page-title';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import { useSmsTemplates } from '../api/use-sms';
import { LeaveGuard } from './leave-guard';
import { TemplateEditor } from './template-editor';

/** Bengali first: the shop's first language, and what a shopper who never chose is sent. */
const LANGUAGE_ORDER = ['bn', 'en'] as const;

/**
 * Every step's wording, Bengali beside English (one above the other on a phone), each with its
 * preview and part count; admins change them, the other roles read them.
 */
export function SmsWordings() {
  const { t } = useT('backoffice');
  const templates = useSmsTemplates();
  const { readOnlyReason } = usePermission('sms');
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const dirtyChange = useCallback((key: string, dirty: boolean) => {
    setUnsaved((current) => {
      if (current.has(key) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  if (templates.isError)
    return (
      <ErrorState message={errorText(templates.error)} onRetry={() => void templates.refetch()} />
    );
  if (templates.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;

  const { gateway, items } = templates.data;
  const find = (event: SmsEvent, language: 'bn' | 'en') =>
    items.find((i) => i.event === event && i.language === language);

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('sms.intro')}
      </Typography.Paragraph>
      <Alert
        type={gateway === 'outbox' ? 'warning' : 'info'}
        showIcon
        message={t(`sms.gateway.${gateway}`)}
      />
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        <li>
          <Typography.Text type="secondary">{t('sms.encodingHint.gsm')}</Typography.Text>
        </li>
        <li>
          <Typography.Text type="secondary">{t('sms.encodingHint.ucs')}</Typography.Text>
        </li>
      </ul>
      {readOnlyReason && <Alert type="info" showIcon message={readOnlyReason} />}
      {SMS_EVENTS.map((event) => (
        <Card
          key={event}
          size="small"
          title={<PageTitle level={2}>{t(`sms.events.${event}`)}</PageTitle>}
        >
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">{t(`sms.eventHints.${event}`)}</Typography.Text>
            <Row gutter={[24, 24]}>
              {LANGUAGE_ORDER.map((language) => {
                const template: SmsTemplate | undefined = find(event, language);
                if (!template) return null;
                const key = `${event}.${language}`;
                return (
                  <Col key={language} xs={24} lg={12}>
                    <TemplateEditor
                      template={template}
                      readOnlyReason={readOnlyReason}
                      onDirtyChange={(dirty) => dirtyChange(key, dirty)}
                    />
                  </Col>
                );
              })}
            </Row>
          </Flex>
        </Card>
      ))}
      <LeaveGuard unsaved={unsaved.size} />
    </Flex>
  );
}
