import { useState } from 'react';
import { Card, Flex } from 'antd';
import { exportsApi, PAGE_SIZES, type StockEntry } from '@poshak/shared-api';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { ExportButton } from '../../../components/export-button';
import { errorText } from '../../../lib/error-text';
import { usePageNumbers } from '../../../lib/page-numbers';
import { useStockList } from '../api/use-stock';
import { listParams, type StockView } from '../model/stock-url';
import { ProductLinkDialog } from './product-link-dialog';
import { StockFilters } from './stock-filters';
import { StockSearch } from './stock-search';
import { StockTable } from './stock-table';

interface Props {
  view: StockView;
  changeView: (patch: Partial<StockView>) => void;
  /** The entry loaded into the form, and the one just added: both marked in the table. */
  selectedId: number | null;
  addedId: number | null;
  onSelect: (entry: StockEntry) => void;
  readOnlyReason: string | null;
}

/** The stock table with its search, export and filters, as the address's view says. */
export function StockListCard({
  view,
  changeView,
  selectedId,
  addedId,
  onSelect,
  readOnlyReason,
}: Props) {
  const list = useStockList(listParams(view));
  const pageNumbers = usePageNumbers();
  // The entry whose product link is being copied (with a campaign), or null.
  const [linked, setLinked] = useState<StockEntry | null>(null);
  const pagination = (total: number) => ({
    current: view.page,
    pageSize: view.pageSize,
    total,
    pageSizeOptions: [...PAGE_SIZES],
    ...pageNumbers,
    onChange: (page: number, pageSize: number) =>
      changeView({ page: pageSize === view.pageSize ? page : 1, pageSize }),
  });
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex wrap gap={8} align="start" justify="space-between">
          <StockSearch
            searched={{ id: view.id, q: view.q }}
            onSearch={(search) => changeView(search)}
          />
          <ExportButton
            download={() => {
              const { page: _page, pageSize: _size, ...filter } = listParams(view);
              return exportsApi.stock(filter);
            }}
          />
        </Flex>
        <StockFilters
          view={view}
          onChange={changeView}
          readOnlyReason={readOnlyReason ?? undefined}
        />
        {list.isError ? (
          <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
        ) : (
          <StockTable
            entries={list.data?.items ?? []}
            loading={list.isFetching}
            selectedId={selectedId}
            addedId={addedId}
            onSelect={onSelect}
            pagination={view.id === null && pagination(list.data?.total ?? 0)}
            sort={{ by: view.sort, order: view.order }}
            onSort={(sort) => changeView({ sort: sort.by, order: sort.order })}
            onLink={setLinked}
          />
        )}
        <ProductLinkDialog entry={linked} onClose={() => setLinked(null)} />
      </Flex>
    </Card>
  );
}
