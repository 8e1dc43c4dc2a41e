import { useState } from 'react';
import { Form, Input } from 'antd';
import { invoiceNo, latinDigits } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';

/**
 * The invoice to show messages of, typed as the reader types digits (Bengali ones too); empty
 * shows every invoice. What is not an invoice number is said under the box, not searched.
 */
export function InvoiceSearch({
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
