import { Button, Flex, Form, Select } from 'antd';
import type { SmsStatus } from '@poshak/shared-api';
import { SMS_STATUSES } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { isFiltered, type MessagesView } from '../messages-url';
import { InvoiceSearch } from './invoice-search';

interface MessagesFiltersSectionProps {
  view: MessagesView;
  change: (patch: Partial<MessagesView>) => void;
}

/** The messages list's filters: an invoice, a status, and Clear filters while either is set. */
export function MessagesFiltersSection({ view, change }: MessagesFiltersSectionProps) {
  const { t } = useT('backoffice');
  return (
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
        {isFiltered(view) && (
          <Button type="link" onClick={() => change({ invoice: null, status: null })}>
            {t('sms.messages.clear')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
