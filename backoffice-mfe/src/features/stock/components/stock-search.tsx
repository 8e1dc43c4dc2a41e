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
  /** What the table is narrowed to: one transaction, or the entries whose name or code has `q`. */
  searched: { id: number | null; q: string };
  onSearch: (search: { id: number | null; q: string }) => void;
}

/**
 * Search by transaction id (spec §2), product code or name, suggesting product names; Search
 * becomes Show All. A number that is a transaction's id shows that entry; any other text shows
 * the entries whose code or name contains it.
 */
export function StockSearch({ searched, onSearch }: Props) {
  const { t } = useT('backoffice');
  const queryClient = useQueryClient();
  const [text, setText] = useState(searched.q);
  const filtered = searched.id !== null || searched.q !== '';
  const suggestions = useStockSuggestions(text.trim());
  const options = (suggestions.data?.items ?? []).map((s) => ({
    value: String(s.id_transaction),
    label: `${s.product_name} · ${s.color_name} · ${s.size_name} (#${s.id_transaction})`,
  }));

  const [search, busy] = useSingleFlight(async (value: string = text) => {
    const id = value.trim();
    const toastOptions = { duration: TOAST_MS.backoffice };
    if (!id) return void toast.error(t('stock.searchEmpty'), toastOptions);
    const text = stockListQuery.shape.q.safeParse(id);
    if (!text.success) return void toast.error(t('stock.searchInvalid'), toastOptions);
    const idTransaction = /^\d+$/.test(id)
      ? stockListQuery.shape.id_transaction.safeParse(id)
      : null;
    try {
      if (idTransaction?.success && idTransaction.data !== undefined) {
        const found = await queryClient.fetchQuery(stockByIdQuery(idTransaction.data));
        if (found.items.length > 0) return onSearch({ id: idTransaction.data, q: '' });
      }
      onSearch({ id: null, q: id });
    } catch (error) {
      toast.error(errorText(error), toastOptions);
    }
  });

  const showAll = () => {
    setText('');
    onSearch({ id: null, q: '' });
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
        // minWidth 0: the long placeholder must not push Search off a phone's screen.
        style={{ flex: 1, minWidth: 0 }}
      />
      {filtered ? (
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
