import { useRef, useState } from 'react';
import { Flex } from 'antd';
import type { StockEntry } from '@poshak/shared-api';
import { usePermission } from '../../../lib/permissions';
import { useEntryActions } from '../hooks/use-entry-actions';
import { useEntryForm } from '../hooks/use-entry-form';
import { useFormOptions } from '../hooks/use-form-options';
import * as model from '../model/stock-form';
import { DEFAULT_VIEW } from '../model/stock-url';
import { useStockView } from '../model/use-stock-view';
import { StockEntryCard } from './stock-entry-card';
import { StockListCard } from './stock-list-card';

/** Add Product (spec §2, §4, §5): the stock entry form, and below it the searchable stock table. */
export function AddProductPage() {
  const { readOnlyReason } = usePermission('stock');
  const lists = useFormOptions();
  const entry = useEntryForm(lists.defaults);
  const [view, changeView] = useStockView();
  const [addedId, setAddedId] = useState<number | null>(null);
  const formTop = useRef<HTMLDivElement>(null);
  const actions = useEntryActions({
    entry,
    defaults: lists.defaults,
    onAdded: (added) => {
      // The new entry is the newest: the table's first page, unfiltered, shows it, marked.
      changeView({ ...DEFAULT_VIEW, pageSize: view.pageSize });
      setAddedId(added.id_transaction);
    },
  });

  // A new content for the form takes the old error marks away (reset clears them).
  const load = (loaded: StockEntry) => {
    setAddedId(null);
    entry.form.reset(model.fromEntry(loaded));
    formTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Flex vertical gap={16}>
      {/* Scrolled to when a row is loaded: clear of the sticky top bar, so "Editing transaction N" shows. */}
      <div ref={formTop} style={{ scrollMarginTop: 80 }} />
      <StockEntryCard
        lists={lists}
        entry={entry}
        actions={actions}
        readOnlyReason={readOnlyReason}
        onVariantsSaved={(created) => {
          // The table shows what was just made: the product's entries, found by its code.
          setAddedId(null);
          changeView({ ...DEFAULT_VIEW, q: created.product_code, pageSize: view.pageSize });
        }}
      />
      <StockListCard
        view={view}
        changeView={changeView}
        selectedId={entry.selected?.id_transaction ?? null}
        addedId={addedId}
        onSelect={load}
        readOnlyReason={readOnlyReason}
      />
    </Flex>
  );
}
