import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Button, Space } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { ApiError } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { orderDetailQuery, useInvoiceSuggestions } from '../api/use-orders';
import { loadInvoiceCheck } from '../invoice-check';

interface Props {
  searching: boolean;
  onFound: (invoiceNo: number) => void;
  onShowAll: () => void;
}

/** Invoice search with suggestions (spec §5: "Can't Search Empty", "Input data not valid"). */
export function OrderSearch({ searching, onFound, onShowAll }: Props) {
  const { t } = useT('backoffice');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const suggestions = useInvoiceSuggestions(text.trim());
  const options = (suggestions.data?.items ?? []).map((o) => ({
    value: String(o.invoice_no),
    label: `${o.invoice_no} · ${o.customer_name}`,
  }));

  const [search, busy] = useSingleFlight(async (value: string = text) => {
    const invoice = value.trim();
    const toastOptions = { duration: TOAST_MS.backoffice };
    if (!invoice) return void toast.error(t('orders.searchEmpty'), toastOptions);
    try {
      if (!(await loadInvoiceCheck())(invoice))
        return void toast.error(t('orders.searchInvalid'), toastOptions);
      await queryClient.fetchQuery(orderDetailQuery(Number(invoice)));
      onFound(Number(invoice));
    } catch (e) {
      const error = ApiError.from(e);
      toast.error(error.status === 404 ? t('orders.searchInvalid') : error.message, toastOptions);
    }
  });

  const showAll = () => {
    setText('');
    onShowAll();
  };

  return (
    <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
      <AutoComplete
        value={text}
        options={options}
        onChange={setText}
        onSelect={(value: string) => void search(value)}
        placeholder={t('orders.searchPlaceholder')}
        aria-label={t('orders.searchPlaceholder')}
        style={{ flex: 1 }}
      />
      {searching ? (
        <Button onClick={showAll}>{t('orders.showAll')}</Button>
      ) : (
        <Button
          type="primary"
          icon={<SearchOutlined />}
          loading={busy}
          onClick={() => void search()}
        >
          {t('orders.search')}
        </Button>
      )}
    </Space.Compact>
  );
}
