import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { DEFAULT_PAGE_SIZE, type StockEntry } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import {
  useImagePriorities,
  useLookupOptions,
  useOperationTypes,
  useStockList,
  useStockMutations,
} from '../api/use-stock';
import {
  afterSave,
  defaultsFrom,
  emptyForm,
  fromEntry,
  missingFields,
  toFields,
  toUpdateFields,
  withDefaults,
  type LookupField,
  type Option,
  type RequiredField,
  type StockForm,
} from '../model/stock-form';
import { useFlash } from '../use-flash';
import { StockFormFields } from './stock-form-fields';
import { StockSearch } from './stock-search';
import { StockTable } from './stock-table';

function useFormOptions() {
  const category = useLookupOptions('category');
  const brand = useLookupOptions('brand');
  const color = useLookupOptions('color');
  const size = useLookupOptions('size');
  const material = useLookupOptions('material');
  const priorities = useImagePriorities();
  const operationTypes = useOperationTypes();
  const lists = { category, brand, color, size, material };
  const options: Record<LookupField | 'priority', readonly Option[]> = {
    category: category.data ?? [],
    brand: brand.data ?? [],
    color: color.data ?? [],
    size: size.data ?? [],
    material: material.data ?? [],
    priority: (priorities.data ?? []).map((p) => ({ id: p.id_image_priority, name: p.priority })),
  };
  const failed = [...Object.values(lists), priorities, operationTypes].find((q) => q.isError);
  return {
    options,
    defaults: defaultsFrom(operationTypes.data ?? [], priorities.data ?? []),
    loadError: failed ? errorText(failed.error) : null,
    retry: () => {
      for (const q of [...Object.values(lists), priorities, operationTypes]) void q.refetch();
    },
  };
}

/** Add Product (spec §2, §4, §5): the stock entry form, and below it the searchable stock table. */
export function AddProductPage() {
  const { t } = useT('backoffice');
  const { modal } = App.useApp();
  const { readOnlyReason } = usePermission('stock');
  const { options, defaults, loadError, retry } = useFormOptions();
  const [draft, setDraft] = useState<StockForm>(emptyForm);
  const form = useMemo(() => withDefaults(draft, defaults), [draft, defaults]);
  const [invalid, flashInvalid] = useFlash<RequiredField>();
  const [progress, setProgress] = useState<number | null>(null);
  const { create, update, remove } = useStockMutations();
  const formTop = useRef<HTMLDivElement>(null);

  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [filter, setFilter] = useState<number | null>(null);
  const list = useStockList(
    filter === null ? { page, pageSize } : { id_transaction: filter, pageSize: 1 },
  );

  const short = { duration: TOAST_MS.backoffice };
  const patch = (p: Partial<StockForm>) => setDraft((d) => ({ ...d, ...p }));

  /** Checks the required fields; marks the empty ones and says so when any is missing. */
  const valid = () => {
    const missing = missingFields(form);
    if (missing.length === 0) return true;
    flashInvalid(missing);
    toast.error(t('stock.fieldsEmpty'), short);
    return false;
  };

  /** Runs a save with the Waiting... toast, the upload progress and the outcome's message. */
  const saving = async (send: () => Promise<unknown>, done: string) => {
    const id = toast.loading(t('stock.waiting'));
    setProgress(0);
    try {
      await send();
      toast.success(done, { id, duration: TOAST_MS.backoffice });
      setDraft(afterSave(form));
    } catch (error) {
      toast.error(t('stock.failed', { reason: errorText(error) }), {
        id,
        duration: TOAST_MS.backofficeLong,
      });
    } finally {
      setProgress(null);
    }
  };

  const [add, adding] = useSingleFlight(async () => {
    if (form.selected) return void toast.error(t('stock.resetFirst'), short);
    if (!valid() || !form.image) return;
    const image = form.image;
    await saving(
      () => create.mutateAsync({ fields: toFields(form), image, onProgress: setProgress }),
      t('stock.saved'),
    );
  });

  const [save, updating] = useSingleFlight(async () => {
    if (!form.selected) return void toast.error(t('stock.selectFirstUpdate'), short);
    if (!valid()) return;
    await saving(
      () =>
        update.mutateAsync({
          fields: toUpdateFields(form),
          image: form.image,
          onProgress: setProgress,
        }),
      t('stock.updated'),
    );
  });

  const [erase, deleting] = useSingleFlight(async () => {
    const selected = form.selected;
    if (!selected) return void toast.error(t('stock.selectFirstDelete'), short);
    const confirmed = await modal.confirm({
      title: t('stock.confirmDelete'),
      content: `${form.product_name} (#${selected.id_transaction})`,
      okText: t('stock.delete'),
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    const id = toast.loading(t('stock.waiting'));
    try {
      await remove.mutateAsync(selected.id_transaction);
      toast.success(t('stock.deleted'), { id, duration: TOAST_MS.backoffice });
      setDraft(emptyForm());
    } catch (error) {
      toast.error(t('stock.deleteFailed', { reason: errorText(error) }), {
        id,
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  // A new content for the form takes the old error borders away.
  const replaceForm = (next: StockForm) => {
    setDraft(next);
    flashInvalid([]);
  };

  const load = (entry: StockEntry) => {
    replaceForm(fromEntry(entry));
    formTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const busy = adding || updating || deleting;
  const locked = !!readOnlyReason;
  const button = (label: string, onClick: () => void, loading: boolean, extra: object = {}) => (
    <Tooltip title={readOnlyReason}>
      <Button
        onClick={onClick}
        loading={loading}
        disabled={locked || (busy && !loading)}
        {...extra}
      >
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <Flex vertical gap={16}>
      <div ref={formTop} />
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('stock.title')}
          </Typography.Title>
        }
        extra={
          form.selected && (
            <Tag color="processing">
              {t('stock.selected', { id: form.selected.id_transaction })}
            </Tag>
          )
        }
      >
        {readOnlyReason && (
          <Alert type="info" showIcon title={readOnlyReason} style={{ marginBottom: 16 }} />
        )}
        {loadError && <ErrorState message={loadError} onRetry={retry} />}
        <StockFormFields
          form={form}
          onChange={patch}
          invalid={invalid}
          options={options}
          progress={progress}
        />
        <Flex wrap gap={8}>
          {button(t('stock.reset'), () => replaceForm(emptyForm()), false)}
          {button(t('stock.add'), () => void add(), adding, { type: 'primary' })}
          {button(t('stock.update'), () => void save(), updating)}
          {button(t('stock.delete'), () => void erase(), deleting, { danger: true })}
        </Flex>
      </Card>
      <Card>
        <Flex vertical gap={16}>
          <StockSearch filter={filter} onFilter={setFilter} />
          {list.isError ? (
            <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
          ) : (
            <StockTable
              entries={list.data?.items ?? []}
              loading={list.isFetching}
              selectedId={form.selected?.id_transaction ?? null}
              onSelect={load}
              pagination={
                filter === null && {
                  current: page,
                  pageSize,
                  total: list.data?.total ?? 0,
                  showSizeChanger: true,
                  pageSizeOptions: [10, 18, 36, 72, 100],
                  onChange: (p, size) => {
                    setPage(size === pageSize ? p : 1);
                    setPageSize(size);
                  },
                }
              }
            />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
