import { useState } from 'react';
import {
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Grid,
  Input,
  Pagination,
  Select,
  Spin,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { PAGE_SIZES, type SmsMessage, type SmsStatus } from '@poshak/shared-api';
import { invoiceNo, latinDigits, SMS_STATUSES } from '@poshak/shared-api/schemas';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { ToneTag } from '../../../components/tone-tag';
import type { Tone } from '../../../components/tones';
import { errorText } from '../../../lib/error-text';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { useDigits } from '../../../lib/use-digits';
import { useFocusableScroll } from '../../../lib/use-focusable-scroll';
import { useResendSms, useSmsMessages } from '../api/use-sms';
import { messagesParams, useMessagesView } from '../messages-url';
import { usePageNumbers } from '../../../lib/page-numbers';

const STATUS_TONES = {
  pending: 'blue',
  sending: 'teal',
  sent: 'green',
  failed: 'red',
  unsure: 'amber',
} as const satisfies Record<SmsStatus, Tone>;

/** What staff may send again: given up on, or cut short where a second try could deliver twice. */
const RESENDABLE: ReadonlySet<SmsStatus> = new Set(['failed', 'unsure']);

/**
 * The SMS made for shoppers, newest first, by invoice and status (kept in the address): each with
 * its number, parts, tries and last error, its text when opened, and Send again for a failed or
 * unsure one.
 */
export function SmsMessages() {
  const { t } = useT('backoffice');
  const pageNumbers = usePageNumbers();
  const [language] = useLanguage();
  const digits = useDigits();
  const [view, change] = useMessagesView();
  // A phone gets one card per message, everything in sight without scrolling sideways.
  const phone = !Grid.useBreakpoint().md;
  const list = useSmsMessages(messagesParams(view));
  const resend = useResendSms();
  const [sending, setSending] = useState<number | null>(null);
  const scrollBox = useFocusableScroll<HTMLDivElement>(t('sms.views.messages'));
  const filtered = view.invoice !== null || view.status !== null;

  const sendAgain = async (message: SmsMessage) => {
    const invoice = digits(String(message.invoice_no));
    setSending(message.id);
    try {
      await resend.mutateAsync(message.id);
      toast.success(t('sms.messages.resent', { invoice }), { duration: TOAST_MS.backoffice });
    } catch (error) {
      toast.error(t('sms.messages.resendFailed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    } finally {
      setSending(null);
    }
  };

  const when = (iso: string) => DHAKA_TIME[language].format(new Date(iso));
  const eventOf = (m: SmsMessage) =>
    `${t(`sms.events.${m.event}`)} · ${t(`sms.languages.${m.language}`)}`;
  const status = (m: SmsMessage) => (
    <Flex vertical gap={2} align="start">
      <ToneTag tone={STATUS_TONES[m.status]}>{t(`sms.messages.statuses.${m.status}`)}</ToneTag>
      {m.status === 'pending' && m.next_attempt_at && m.attempts > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('sms.messages.nextTry', { when: when(m.next_attempt_at) })}
        </Typography.Text>
      )}
    </Flex>
  );
  const resendButton = (m: SmsMessage) =>
    RESENDABLE.has(m.status) ? (
      <Button
        size="small"
        loading={sending === m.id}
        disabled={sending !== null && sending !== m.id}
        onClick={() => void sendAgain(m)}
        aria-label={t('sms.messages.resendOf', { invoice: digits(String(m.invoice_no)) })}
      >
        {t('sms.messages.resend')}
      </Button>
    ) : null;
  const messageText = (m: SmsMessage) => (
    <Typography.Paragraph
      lang={m.language}
      style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {m.text}
    </Typography.Paragraph>
  );
  const emptyText = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(filtered ? 'sms.messages.emptyFiltered' : 'sms.messages.empty')}
    />
  );
  const pagination = {
    current: view.page,
    pageSize: view.pageSize,
    total: list.data?.total ?? 0,
    pageSizeOptions: [...PAGE_SIZES],
    ...pageNumbers,
    showTotal: (total: number) => t('sms.messages.total', { count: total }),
    onChange: (page: number, pageSize: number) =>
      change({ page: pageSize === view.pageSize ? page : 1, pageSize }),
  };
  const columns: TableColumnsType<SmsMessage> = [
    { key: 'when', title: t('sms.messages.columns.when'), render: (_, m) => when(m.created_at) },
    {
      key: 'invoice',
      title: t('sms.messages.columns.invoice'),
      render: (_, m) => digits(String(m.invoice_no)),
    },
    {
      key: 'event',
      title: t('sms.messages.columns.event'),
      render: (_, m) => eventOf(m),
    },
    {
      key: 'status',
      title: t('sms.messages.columns.status'),
      render: (_, m) => status(m),
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
      render: (_, m) => (m.parts === null ? '—' : digits(String(m.parts))),
    },
    {
      key: 'attempts',
      title: t('sms.messages.columns.attempts'),
      align: 'end',
      render: (_, m) => digits(String(m.attempts)),
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
      render: (_, m) => resendButton(m),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('sms.messages.intro')}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Flex wrap gap={12} align="end">
          {/* Drawn afresh when the address changes: the box says what the list shows. */}
          <InvoiceSearch
            key={view.invoice ?? ''}
            invoice={view.invoice}
            onSearch={(invoice) => change({ invoice })}
          />
          <Form.Item
            label={t('sms.messages.status')}
            htmlFor="sms-status"
            style={{ marginBottom: 0, flex: '1 1 160px', maxWidth: 220 }}
          >
            <Select<SmsStatus>
              id="sms-status"
              allowClear
              value={view.status ?? undefined}
              placeholder={t('sms.messages.anyStatus')}
              onChange={(status) => change({ status: status ?? null })}
              options={SMS_STATUSES.map((status) => ({
                value: status,
                label: t(`sms.messages.statuses.${status}`),
              }))}
            />
          </Form.Item>
          {filtered && (
            <Button type="link" onClick={() => change({ invoice: null, status: null })}>
              {t('sms.messages.clear')}
            </Button>
          )}
        </Flex>
      </Form>
      {list.isError ? (
        <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : phone ? (
        <Spin spinning={list.isFetching}>
          <Flex vertical gap={12}>
            {list.data?.items.length === 0 ? (
              emptyText
            ) : (
              <Flex vertical gap={12} role="list">
                {list.data?.items.map((m) => (
                  <Card
                    key={m.id}
                    size="small"
                    role="listitem"
                    aria-label={`${t('sms.messages.columns.invoice')} ${digits(String(m.invoice_no))}`}
                    styles={{ body: { padding: 12 } }}
                  >
                    <Flex vertical gap={6}>
                      <Flex justify="space-between" align="start" gap={8}>
                        <Typography.Text strong>
                          {`#${digits(String(m.invoice_no))} · ${eventOf(m)}`}
                        </Typography.Text>
                        {status(m)}
                      </Flex>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {[
                          when(m.created_at),
                          m.phone ?? t('sms.messages.notMade'),
                          ...(m.parts === null
                            ? []
                            : [`${t('sms.messages.columns.parts')} ${digits(String(m.parts))}`]),
                          `${t('sms.messages.columns.attempts')} ${digits(String(m.attempts))}`,
                        ].join(' · ')}
                      </Typography.Text>
                      {m.text !== null && messageText(m)}
                      {m.last_error && (
                        <Typography.Text type="danger" style={{ fontSize: 12 }}>
                          {m.last_error}
                        </Typography.Text>
                      )}
                      {resendButton(m) && <div>{resendButton(m)}</div>}
                    </Flex>
                  </Card>
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
      ) : (
        <div ref={scrollBox}>
          <Table<SmsMessage>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={list.data?.items}
            loading={list.isFetching}
            scroll={{ x: 'max-content' }}
            expandable={{
              // A column of its own needs a heading (axe: empty-table-header).
              columnTitle: t('sms.messages.text'),
              rowExpandable: (m) => m.text !== null,
              expandedRowRender: messageText,
            }}
            locale={{ emptyText }}
            pagination={pagination}
          />
        </div>
      )}
    </Flex>
  );
}

/**
 * The invoice to show messages of, typed as the reader types digits (Bengali ones too); empty
 * shows every invoice. What is not an invoice number is said under the box, not searched.
 */
function InvoiceSearch({
  invoice,
  onSearch,
}: {
  invoice: number | null;
  onSearch: (invoice: number | null) => void;
}) {
  const { t } = useT('backoffice');
  const [typed, setTyped] = useState(invoice === null ? '' : String(invoice));
  const [wrong, setWrong] = useState(false);
  const search = (text: string) => {
    const trimmed = latinDigits(text).trim();
    if (trimmed === '') return onSearch(null);
    const parsed = /^\d+$/.test(trimmed) ? invoiceNo.safeParse(trimmed) : null;
    setWrong(!parsed?.success);
    if (parsed?.success) onSearch(parsed.data);
  };
  return (
    <Form.Item
      label={t('sms.messages.invoice')}
      htmlFor="sms-invoice"
      validateStatus={wrong ? 'error' : undefined}
      help={wrong ? t('sms.messages.invoiceInvalid') : undefined}
      style={{ marginBottom: 0, flex: '1 1 200px', maxWidth: 280 }}
    >
      <Input.Search
        id="sms-invoice"
        inputMode="numeric"
        value={typed}
        placeholder={t('sms.messages.invoicePlaceholder')}
        enterButton={t('sms.messages.search')}
        allowClear
        onChange={(e) => setTyped(e.target.value)}
        onSearch={search}
      />
    </Form.Item>
  );
}
