import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Button, Space } from 'antd';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { stockListQuery } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { stockByIdQuery, useStockSuggestions } from '../api/use-stock';

interface Props {
  /** The transaction the table is narrowed to, or null for all. */
  filter: number | null;
  onFilter: (idTransaction: number | null) => void;
}

/** Search by transaction id, suggesting product names; Search becomes Show All (spec §2). */
export function StockSearch({ filter, onFilter }: Props) {
  const { t } = useT('backoffice');
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const suggestions = useStockSuggestions(text.trim());
  const options = (suggestions.data?.items ?? []).map((s) => ({
    value: String(s.id_transaction),
    label: `${s.product_name} · ${s.color_name} · ${s.size_name} (#${s.id_transaction})`,
  }));

  const [search, busy] = useSingleFlight(async (value: string = text) => {
    const id = value.trim();
    const toastOptions = { duration: TOAST_MS.backoffice };
    if (!id) return void toast.error(t('stock.searchEmpty'), toastOptions);
    const idTransaction = stockListQuery.shape.id_transaction.safeParse(id);
    if (!idTransaction.success || idTransaction.data === undefined)
      return void toast.error(t('stock.searchInvalid'), toastOptions);
    try {
      const found = await queryClient.fetchQuery(stockByIdQuery(idTransaction.data));
      if (found.items.length === 0) return void toast.error(t('stock.searchInvalid'), toastOptions);
      onFilter(idTransaction.data);
    } catch (error) {
      toast.error(errorText(error), toastOptions);
    }
  });

  const showAll = () => {
    setText('');
    onFilter(null);
  };

  return (
    <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
      <AutoComplete
        value={text}
        options={options}
        onChange={(v: string) => setText(v ?? '')}
        onSelect={(v: string) => {
          setText(v);
          void search(v);
        }}
        placeholder={t('stock.searchPlaceholder')}
        aria-label={t('stock.searchPlaceholder')}
        style={{ flex: 1 }}
      />
      {filter !== null ? (
        <Button onClick={showAll}>{t('stock.showAll')}</Button>
      ) : (
        <Button
          type="primary"
          icon={<SearchOutlined />}
          loading={busy}
          onClick={() => void search()}
        >
          {t('stock.search')}
        </Button>
      )}
    </Space.Compact>
  );
}
