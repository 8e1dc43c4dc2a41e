import { Alert, Card, Typography } from 'antd';
import { addTexts } from '../i18n';
import { ErrorState } from '../error-state';
import { ListPageForm } from './list-page-form';
import { ListPageTable } from './list-page-table';
import { listPageTexts } from './texts';
import type { ListPageProps } from './types';
import { useAddedRowPage } from './use-added-row-page';
import { useListEditing } from './use-list-editing';

export type { ListPageColumn, ListPageField, ListPageProps, ListPageValues } from './types';

addTexts('listPage', listPageTexts);

/**
 * The list-maintenance page of spec §2 (category, brand, size, color, material, and customers):
 * inputs, Add / Edit / Delete, and a table whose row click selects the row and fills the inputs;
 * clicking the selected row again clears both. Each button ignores the repeated click of a
 * double-click. Data comes from the caller; this page owns selection, rules and messages.
 */
export function ListPage<Row, K extends string>(props: ListPageProps<Row, K>) {
  const { title, fields, columns, rows, rowId, readOnlyReason } = props;
  const page = useAddedRowPage(rows, columns, rowId);
  const editing = useListEditing(props, page.setAddedId);

  return (
    <Card
      title={
        // The page's one h1, at the size a card's title had.
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20, lineHeight: 1.4 }}>
          {title}
        </Typography.Title>
      }
    >
      {!!readOnlyReason && (
        <Alert type="info" showIcon title={readOnlyReason} style={{ marginBottom: 16 }} />
      )}
      <ListPageForm fields={fields} editing={editing} readOnlyReason={readOnlyReason} />
      {props.loadError ? (
        <ErrorState message={props.loadError} onRetry={props.onRetry} />
      ) : (
        <ListPageTable
          columns={columns}
          rows={rows}
          rowId={rowId}
          loading={props.loading}
          selectedId={editing.selectedId}
          page={page}
          onToggle={editing.toggle}
        />
      )}
    </Card>
  );
}
