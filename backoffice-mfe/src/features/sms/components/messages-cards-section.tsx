import { Card, Flex, Pagination, Spin, Typography } from 'antd';
import type { SmsMessage } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { useMessageFormat } from '../hooks/use-message-format';
import type { MessageResend } from '../hooks/use-resend-message';
import {
  canResend,
  MessagesEmpty,
  MessageStatus,
  MessageText,
  ResendButton,
} from './message-parts';
import type { MessagesListProps } from './messages-table-section';

/** The messages on a phone: one card each, everything in sight without scrolling sideways. */
export function MessagesCardsSection({
  items,
  loading,
  pagination,
  filtered,
  resend,
}: MessagesListProps) {
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={12}>
        {items?.length === 0 ? (
          <MessagesEmpty filtered={filtered} />
        ) : (
          <Flex vertical gap={12} role="list">
            {items?.map((m) => (
              <MessageCard key={m.id} message={m} resend={resend} />
            ))}
          </Flex>
        )}
        <Pagination
          {...pagination}
          showLessItems
          showSizeChanger={false}
          size="small"
          align="end"
        />
      </Flex>
    </Spin>
  );
}

function MessageCard({ message: m, resend }: { message: SmsMessage; resend: MessageResend }) {
  const { t } = useT('backoffice');
  const { when, eventOf, number } = useMessageFormat();
  return (
    <Card
      size="small"
      role="listitem"
      aria-label={`${t('sms.messages.columns.invoice')} ${number(m.invoice_no)}`}
      styles={{ body: { padding: 12 } }}
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Text strong>{`#${number(m.invoice_no)} · ${eventOf(m)}`}</Typography.Text>
          <MessageStatus message={m} />
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[
            when(m.created_at),
            m.phone ?? t('sms.messages.notMade'),
            ...(m.parts === null ? [] : [`${t('sms.messages.columns.parts')} ${number(m.parts)}`]),
            `${t('sms.messages.columns.attempts')} ${number(m.attempts)}`,
          ].join(' · ')}
        </Typography.Text>
        {m.text !== null && <MessageText message={m} />}
        {m.last_error && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {m.last_error}
          </Typography.Text>
        )}
        {canResend(m) && (
          <div>
            <ResendButton message={m} resend={resend} />
          </div>
        )}
      </Flex>
    </Card>
  );
}
