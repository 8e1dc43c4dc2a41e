import { Table, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SmsMessage } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { useFocusableScroll } from '../../../lib/use-focusable-scroll';
import { useMessageFormat } from '../hooks/use-message-format';
import type { MessageResend } from '../hooks/use-resend-message';
import { MessagesEmpty, MessageStatus, MessageText, ResendButton } from './message-parts';

export interface MessagesListProps {
  items: SmsMessage[] | undefined;
  loading: boolean;
  pagination: TablePaginationConfig;
  filtered: boolean;
  resend: MessageResend;
}

/** The messages as a table, a row opening on the message's text. */
export function MessagesTableSection({
  items,
  loading,
  pagination,
  filtered,
  resend,
}: MessagesListProps) {
  const { t } = useT('backoffice');
  const scrollBox = useFocusableScroll<HTMLDivElement>(t('sms.views.messages'));
  const columns = useMessageColumns(resend);
  return (
    <div ref={scrollBox}>
      <Table<SmsMessage>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={items}
        loading={loading}
        scroll={{ x: 'max-content' }}
        expandable={{
          // A column of its own needs a heading (axe: empty-table-header).
          columnTitle: t('sms.messages.text'),
          rowExpandable: (m) => m.text !== null,
          expandedRowRender: (m) => <MessageText message={m} />,
        }}
        locale={{ emptyText: <MessagesEmpty filtered={filtered} /> }}
        pagination={pagination}
      />
    </div>
  );
}

function useMessageColumns(resend: MessageResend): TableColumnsType<SmsMessage> {
  const { t } = useT('backoffice');
  const { when, eventOf, number } = useMessageFormat();
  return [
    { key: 'when', title: t('sms.messages.columns.when'), render: (_, m) => when(m.created_at) },
    {
      key: 'invoice',
      title: t('sms.messages.columns.invoice'),
      render: (_, m) => number(m.invoice_no),
    },
    { key: 'event', title: t('sms.messages.columns.event'), render: (_, m) => eventOf(m) },
    {
      key: 'status',
      title: t('sms.messages.columns.status'),
      render: (_, m) => <MessageStatus message={m} />,
    },
    {
      key: 'phone',
      title: t('sms.messages.columns.phone'),
      // The number as the server gives it; Latin digits, as it is dialled.
      render: (_, m) => m.phone ?? t('sms.messages.notMade'),
    },
    {
      key: 'parts',
      title: t('sms.messages.columns.parts'),
      align: 'end',
      render: (_, m) => (m.parts === null ? '—' : number(m.parts)),
    },
    {
      key: 'attempts',
      title: t('sms.messages.columns.attempts'),
      align: 'end',
      render: (_, m) => number(m.attempts),
    },
    {
      key: 'error',
      title: t('sms.messages.columns.lastError'),
      render: (_, m) =>
        m.last_error ? (
          <Typography.Text style={{ fontSize: 12, maxWidth: 260, display: 'inline-block' }}>
            {m.last_error}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      title: t('sms.messages.columns.actions'),
      render: (_, m) => <ResendButton message={m} resend={resend} />,
    },
  ];
}
