import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { addTexts, useT } from '../i18n';
import { toast, TOAST_MS } from '../toast';
import { useSingleFlight } from '../use-single-flight';
import { ErrorState } from '../error-state';
import { listPageTexts } from './texts';

addTexts('listPage', listPageTexts);

export interface ListPageField<K extends string> {
  key: K;
  label: string;
  /** `tel` brings up the phone keypad on a phone. */
  inputMode?: 'text' | 'tel';
  /** What the server accepts (read from the shared schema), so the input stops there. */
  maxLength?: number;
  /** May stay empty whatever `require` says (a category's Bengali name). */
  optional?: boolean;
  /**
   * What is wrong with a value typed in (null: nothing), said beside the field; an empty field is
   * `require`'s concern, not this.
   */
  check?: (value: string) => string | null;
}

export interface ListPageColumn<Row> {
  key: string;
  title: string;
  value: (row: Row) => string | number;
}

export type ListPageValues<K extends string> = Record<K, string>;

export interface ListPageProps<Row, K extends string> {
  title: string;
  /** The kind of row, as the messages name it: "SuccessFully {noun} Created". */
  noun: string;
  fields: readonly ListPageField<K>[];
  /**
   * `every`: each field must be filled (a lookup name). `any`: refused only when all are empty
   * (the spec's rule for customers).
   */
  require: 'every' | 'any';
  columns: readonly ListPageColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowId: (row: Row) => number;
  rowValues: (row: Row) => ListPageValues<K>;
  loading: boolean;
  /** The load failure in the reader's words, or null. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Resolves to the new row: the table opens its page and marks it. */
  onCreate: (values: ListPageValues<K>) => Promise<Row>;
  onUpdate: (id: number, values: ListPageValues<K>) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  /** Why the signed-in user may only look: the buttons are disabled and this is shown. */
  readOnlyReason?: string | null;
}

const PAGE_SIZES = [10, 20, 50, 100];

/** The rows in the order the table shows them: sorted as its headers sort, or as given. */
function shownOrder<Row>(
  rows: readonly Row[],
  columns: readonly ListPageColumn<Row>[],
  sorting: { key: string; order: 'ascend' | 'descend' } | null,
): readonly Row[] {
  const column = sorting && columns.find((c) => c.key === sorting.key);
  if (!column) return rows;
  const sign = sorting.order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(column.value(a), column.value(b)));
}

function emptyValues<K extends string>(fields: readonly ListPageField<K>[]): ListPageValues<K> {
  return Object.fromEntries(fields.map((f) => [f.key, ''])) as ListPageValues<K>;
}

function trimmed<K extends string>(values: ListPageValues<K>): ListPageValues<K> {
  return Object.fromEntries(
    Object.entries<string>(values).map(([k, v]) => [k, v.trim()]),
  ) as ListPageValues<K>;
}

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function reasonOf(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

/** A spec message with the server's reason under it, so staff learn why (e.g. "name already exists"). */
function failure(message: string, error: unknown): ReactElement {
  const reason = reasonOf(error);
  return (
    <span>
      {message}
      {reason && (
        <>
          <br />
          <small>{reason}</small>
        </>
      )}
    </span>
  );
}

/**
 * The list-maintenance page of spec §2 (category, brand, size, color, material, and customers):
 * inputs, Add / Edit / Delete, and a table whose row click selects the row and fills the inputs;
 * clicking the selected row again clears both. Each button ignores the repeated click of a
 * double-click. Data comes from the caller; this page owns selection, rules and messages.
 */
export function ListPage<Row, K extends string>(props: ListPageProps<Row, K>) {
  const { title, noun, fields, require, columns, rows, rowId, rowValues } = props;
  const { t } = useT('listPage');
  const [values, setValues] = useState<ListPageValues<K>>(() => emptyValues(fields));
  const [problems, setProblems] = useState<Partial<Record<K, string | undefined>>>({});
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // The row just added: shown on its page and marked until the next add or selection.
  const [addedId, setAddedId] = useState<number | null>(null);
  const [paging, setPaging] = useState({ current: 1, pageSize: PAGE_SIZES[0] ?? 10 });
  const readOnly = !!props.readOnlyReason;

  // The table's sort (a header click), so the new row's page is found in the order shown.
  const [sorting, setSorting] = useState<{ key: string; order: 'ascend' | 'descend' } | null>(null);
  // The list reloads after an add: once the new row is in it, turn (once) to the page that holds it.
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  const addedIndex =
    addedId === null
      ? -1
      : shownOrder(rows ?? [], columns, sorting).findIndex((r) => rowId(r) === addedId);
  if (addedIndex !== -1 && openedFor !== addedId) {
    setOpenedFor(addedId);
    setPaging((p) => ({ ...p, current: Math.floor(addedIndex / p.pageSize) + 1 }));
  }

  const clear = useCallback(() => {
    setSelectedId(null);
    setValues(emptyValues(fields));
  }, [fields]);

  const isEmpty = (v: ListPageValues<K>) => {
    const filled = fields.filter((f) => !f.optional).map((f) => v[f.key] !== '');
    return require === 'every' ? filled.includes(false) : !filled.includes(true);
  };

  /** Each filled field's own complaint, shown under it; true when there is none. */
  const checked = (v: ListPageValues<K>) => {
    const found: Partial<Record<K, string>> = {};
    for (const f of fields) {
      const problem = v[f.key] === '' ? null : (f.check?.(v[f.key]) ?? null);
      if (problem) found[f.key] = problem;
    }
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  const [add, adding] = useSingleFlight(async () => {
    const v = trimmed(values);
    if (isEmpty(v)) return void toast.error(t('emptyField'), { duration: TOAST_MS.backoffice });
    if (!checked(v)) return;
    try {
      const created = await props.onCreate(v);
      toast.success(t('created', { noun }), { duration: TOAST_MS.backoffice });
      clear();
      setAddedId(rowId(created));
    } catch (error) {
      toast.error(failure(t('saveFailed', { noun }), error), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  const [edit, editing] = useSingleFlight(async () => {
    if (selectedId === null)
      return void toast.error(t('selectRowEdit'), { duration: TOAST_MS.backoffice });
    const v = trimmed(values);
    if (isEmpty(v)) return void toast.error(t('emptyField'), { duration: TOAST_MS.backoffice });
    if (!checked(v)) return;
    try {
      await props.onUpdate(selectedId, v);
      toast.success(t('updated', { noun }), { duration: TOAST_MS.backoffice });
      setValues(v);
    } catch (error) {
      toast.error(failure(t('saveFailed', { noun }), error), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  const [remove, removing] = useSingleFlight(async () => {
    if (selectedId === null)
      return void toast.error(t('selectRowDelete'), { duration: TOAST_MS.backoffice });
    try {
      await props.onDelete(selectedId);
      toast.success(t('deleted', { noun }), { duration: TOAST_MS.backoffice });
      clear();
    } catch (error) {
      toast.error(failure(t('deleteFailed'), error), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  const toggle = (row: Row) => {
    const id = rowId(row);
    setAddedId(null);
    if (id === selectedId) clear();
    else {
      setSelectedId(id);
      setValues(rowValues(row));
    }
  };

  const tableColumns: TableColumnsType<Row> = useMemo(
    () =>
      columns.map((c) => ({
        key: c.key,
        title: c.title,
        render: (_: unknown, row: Row) => c.value(row),
        sorter: (a: Row, b: Row) => compare(c.value(a), c.value(b)),
      })),
    [columns],
  );

  const busy = adding || editing || removing;
  const disabledTip = readOnly ? props.readOnlyReason : undefined;

  return (
    <Card
      title={
        // The page's one h1, at the size a card's title had.
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20, lineHeight: 1.4 }}>
          {title}
        </Typography.Title>
      }
    >
      {readOnly && (
        <Alert type="info" showIcon title={props.readOnlyReason} style={{ marginBottom: 16 }} />
      )}
      <Form layout="vertical" onSubmitCapture={(e) => e.preventDefault()}>
        <Flex wrap gap={12}>
          {fields.map((f) => (
            <Form.Item
              key={f.key}
              label={f.label}
              htmlFor={`list-page-${f.key}`}
              style={{ flex: '1 1 200px', marginBottom: 12 }}
              validateStatus={problems[f.key] ? 'error' : undefined}
              help={problems[f.key]}
            >
              <Input
                id={`list-page-${f.key}`}
                value={values[f.key]}
                inputMode={f.inputMode === 'tel' ? 'tel' : 'text'}
                maxLength={f.maxLength}
                aria-invalid={problems[f.key] ? true : undefined}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [f.key]: e.target.value }));
                  setProblems((p) => ({ ...p, [f.key]: undefined }));
                }}
                onPressEnter={() => void (selectedId === null ? add() : edit())}
              />
            </Form.Item>
          ))}
        </Flex>
        <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
          <Tooltip title={disabledTip}>
            <Button
              type="primary"
              onClick={() => void add()}
              loading={adding}
              disabled={readOnly || (busy && !adding)}
            >
              {t('add')}
            </Button>
          </Tooltip>
          <Tooltip title={disabledTip}>
            <Button
              onClick={() => void edit()}
              loading={editing}
              disabled={readOnly || (busy && !editing)}
            >
              {t('edit')}
            </Button>
          </Tooltip>
          <Tooltip title={disabledTip}>
            <Button
              danger
              onClick={() => void remove()}
              loading={removing}
              disabled={readOnly || (busy && !removing)}
            >
              {t('delete')}
            </Button>
          </Tooltip>
          {selectedId !== null && (
            <Typography.Text type="secondary">
              {t('selectedHint', { id: selectedId })}
            </Typography.Text>
          )}
        </Flex>
      </Form>
      {props.loadError ? (
        <ErrorState message={props.loadError} onRetry={props.onRetry} />
      ) : (
        <Table<Row>
          rowKey={(row) => rowId(row)}
          columns={tableColumns}
          dataSource={rows as Row[] | undefined}
          loading={props.loading}
          size="middle"
          scroll={{ x: 'max-content' }}
          onChange={(_pagination, _filters, sorter, { action }) => {
            if (action !== 'sort') return;
            const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
            setSorting(
              chosen?.order ? { key: String(chosen.columnKey), order: chosen.order } : null,
            );
            // A new row still marked stays in sight: its page in the new order opens.
            setOpenedFor(null);
          }}
          pagination={{
            ...paging,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            onChange: (current, pageSize) => setPaging({ current, pageSize }),
          }}
          rowClassName={(row) =>
            rowId(row) === selectedId || rowId(row) === addedId ? 'ant-table-row-selected' : ''
          }
          onRow={(row) => ({
            ...(rowId(row) === addedId && { 'data-added': true }),
            onClick: () => toggle(row),
            onKeyDown: (e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                toggle(row);
              }
            },
            tabIndex: 0,
            'aria-selected': rowId(row) === selectedId,
            style: { cursor: 'pointer' },
          })}
        />
      )}
    </Card>
  );
}
