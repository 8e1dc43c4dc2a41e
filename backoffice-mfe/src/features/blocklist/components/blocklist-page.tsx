import { useState } from 'react';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Form,
  Input,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { BlockedPhone } from '@poshak/shared-api';
import { BLOCK_REASON_MAX, isMobile, normalisePhone } from '@poshak/shared-api/schemas';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { bengaliDigits } from '@poshak/shared-ui/money';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { useFocusableScroll } from '../../../lib/use-focusable-scroll';
import { usePermission } from '../../../lib/permissions';
import { PageTitle } from '../../../components/page-title';
import { useBlock, useBlocklist, useUnblock } from '../api/use-blocklist';
import { RiskRulesCard } from './risk-rules-card';

/**
 * The numbers whose orders are held for a call (docs/risk.md): each with its reason, who blocked
 * it and when; admins and sellers block and unblock, every staff member reads.
 */
export function BlocklistPage() {
  const { t } = useT('backoffice');
  const scrollBox = useFocusableScroll<HTMLDivElement>(t('risk.blocklist.title'));
  const [language] = useLanguage();
  const { readOnlyReason } = usePermission('blocklist');
  const list = useBlocklist();
  const block = useBlock();
  const unblock = useUnblock();
  const [phone, setPhone] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const digits = (text: string) => (language === 'bn' ? bengaliDigits(text) : text);
  const phoneOk = isMobile(phone);
  const reasonOk = reason.trim().length > 0;

  const add = async () => {
    setTried(true);
    if (!phoneOk || !reasonOk) return;
    try {
      const entry = await block.mutateAsync({
        phone: normalisePhone(phone),
        reason: reason.trim(),
      });
      toast.success(t('risk.blocklist.added', { phone: digits(entry.phone) }), {
        duration: TOAST_MS.backoffice,
      });
      setPhone('');
      setReason('');
      setTried(false);
    } catch (error) {
      toast.error(t('risk.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  };
  const remove = async (entry: BlockedPhone) => {
    try {
      await unblock.mutateAsync(entry.phone);
      toast.success(t('risk.blocklist.removed', { phone: digits(entry.phone) }), {
        duration: TOAST_MS.backoffice,
      });
    } catch (error) {
      toast.error(t('risk.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  };

  const columns: TableColumnsType<BlockedPhone> = [
    { key: 'phone', title: t('risk.blocklist.phone'), render: (_, e) => digits(e.phone) },
    { key: 'reason', title: t('risk.blocklist.reason'), dataIndex: 'reason' },
    { key: 'by', title: t('risk.blocklist.by'), render: (_, e) => e.created_by ?? '—' },
    {
      key: 'when',
      title: t('risk.blocklist.when'),
      render: (_, e) =>
        new Date(e.created_at).toLocaleString(language === 'bn' ? 'bn-BD' : 'en-GB', {
          timeZone: 'Asia/Dhaka',
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
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
        <Form
          layout="vertical"
          aria-label={t('risk.blocklist.add')}
          onFinish={() => void add()}
          style={{ maxWidth: 640 }}
        >
          <Flex gap={12} wrap align="end">
            <Form.Item
              label={t('risk.blocklist.phone')}
              htmlFor="block-phone"
              required
              validateStatus={tried && !phoneOk ? 'error' : undefined}
              help={tried && !phoneOk ? t('risk.blocklist.phoneInvalid') : undefined}
              style={{ marginBottom: 0, flex: '1 1 180px' }}
            >
              <Input
                id="block-phone"
                inputMode="tel"
                maxLength={20}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </Form.Item>
            <Form.Item
              label={t('risk.blocklist.reason')}
              htmlFor="block-reason"
              required
              validateStatus={tried && !reasonOk ? 'error' : undefined}
              help={tried && !reasonOk ? t('risk.blocklist.reasonRequired') : undefined}
              style={{ marginBottom: 0, flex: '2 1 260px' }}
            >
              <Input
                id="block-reason"
                maxLength={BLOCK_REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={block.isPending}>
              {t('risk.blocklist.add')}
            </Button>
          </Flex>
        </Form>
      )}
      {list.isError ? (
        <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <div ref={scrollBox}>
          <Table<BlockedPhone>
            rowKey="phone"
            columns={columns}
            dataSource={list.data}
            loading={list.isFetching}
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('risk.blocklist.empty')}
                />
              ),
            }}
          />
        </div>
      )}
    </Flex>
  );
}
