import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, App, Button, Card, Flex, Segmented, Tooltip } from 'antd';
import { ApiError, exportsApi, PAGE_SIZES, type StockEntry } from '@poshak/shared-api';
import { formMessage } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { ErrorState } from '@poshak/shared-ui/error-state';
import { formResolver, useRequiredFlash } from '@poshak/shared-ui/form';
import { errorText } from '../../../lib/error-text';
import { usePermission } from '../../../lib/permissions';
import {
  useImagePriorities,
  useLookupOptions,
  useOperationTypes,
  useStockList,
  useStockMutations,
} from '../api/use-stock';
import * as model from '../model/stock-form';
import { DEFAULT_VIEW, listParams } from '../model/stock-url';
import { ExportButton } from '../../../components/export-button';
import { ToneTag } from '../../../components/tone-tag';
import { useStockView } from '../model/use-stock-view';
import { StockFilters } from './stock-filters';
import { StockFormFields } from './stock-form-fields';
import { StockSearch } from './stock-search';
import { StockTable } from './stock-table';
import { ProductLinkDialog } from './product-link-dialog';
import { VariantsForm } from './variants-form';
import { PageTitle } from '../../../components/page-title';
import { usePageNumbers } from '../../../lib/page-numbers';

/** The spec's one-entry form, or one product in all its colours and sizes at once. */
type AddMode = 'single' | 'all';

const checkAdd = formResolver(model.stockForm);
const checkUpdate = formResolver(model.stockUpdateForm);

function useFormOptions() {
  const category = useLookupOptions('category');
  const brand = useLookupOptions('brand');
  const color = useLookupOptions('color');
  const size = useLookupOptions('size');
  const material = useLookupOptions('material');
  const priorities = useImagePriorities();
  const operationTypes = useOperationTypes();
  const lists = { category, brand, color, size, material };
  const options: Record<model.LookupField | 'priority', readonly model.Option[]> = {
    category: category.data ?? [],
    brand: brand.data ?? [],
    color: color.data ?? [],
    size: size.data ?? [],
    material: material.data ?? [],
    priority: (priorities.data ?? []).map((p) => ({ id: p.id_image_priority, name: p.priority })),
  };
  const failed = [...Object.values(lists), priorities, operationTypes].find((q) => q.isError);
  const defaults = useMemo(
    () => model.defaultsFrom(operationTypes.data ?? [], priorities.data ?? []),
    [operationTypes.data, priorities.data],
  );
  return {
    options,
    defaults,
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
  const { control, handleSubmit, reset, getValues, getFieldState, setValue, clearErrors } = useForm<
    model.StockForm,
    unknown,
    model.StockFormValues
  >({
    // Add asks for an image; Update keeps the loaded entry's own unless another is chosen.
    resolver: (values, context, options) =>
      (values.selected ? checkUpdate : checkAdd)(values, context, options),
    defaultValues: model.emptyForm(defaults),
  });
  const selected = useWatch({ control, name: 'selected' });
  const flashRequired = useRequiredFlash(clearErrors);
  const [progress, setProgress] = useState<number | null>(null);
  const { create, update, remove, archive } = useStockMutations();
  const formTop = useRef<HTMLDivElement>(null);

  // The defaults arrive with the server's lists: they fill what the staff member has not set.
  useEffect(() => {
    if (getValues('priority').id === null && !getFieldState('priority').isDirty)
      setValue('priority', defaults.priority);
    if (getValues('operation_type_id') === null)
      setValue('operation_type_id', defaults.operation_type_id);
  }, [defaults, getValues, getFieldState, setValue]);

  const [mode, setMode] = useState<AddMode>('single');
  const [view, changeView] = useStockView();
  const [addedId, setAddedId] = useState<number | null>(null);
  // The entry whose product link is being copied (with a campaign), or null.
  const [linked, setLinked] = useState<StockEntry | null>(null);
  const list = useStockList(listParams(view));
  const pageNumbers = usePageNumbers();
  const pagination = (total: number) => ({
    current: view.page,
    pageSize: view.pageSize,
    total,
    pageSizeOptions: [...PAGE_SIZES],
    ...pageNumbers,
    onChange: (page: number, pageSize: number) =>
      changeView({ page: pageSize === view.pageSize ? page : 1, pageSize }),
  });

  const short = { duration: TOAST_MS.backoffice };
  /**
   * Spec §5: an empty field (or a name not in its list, which the spec counts as empty) is "One or
   * many fields are empty!". A filled field with a wrong value (a negative price, 2.5 pieces) is
   * not empty: the toast then points to the messages under the fields, which say what is wrong.
   */
  const refuse = (errors: Parameters<typeof flashRequired>[0]) => {
    flashRequired(errors);
    const anyEmpty = Object.values(errors).some((error) => {
      const message = (error as { message?: unknown } | undefined)?.message;
      if (typeof message !== 'string') return true;
      const { key } = formMessage(message);
      return key === 'required' || key === 'notInList';
    });
    toast.error(t(anyEmpty ? 'stock.fieldsEmpty' : 'stock.fieldsWrong'), short);
  };

  /**
   * Runs a save with the Waiting... toast, the upload progress and the outcome's message. After an
   * Add the form is ready for the next variant (spec §4); after an Update the entry stays selected,
   * so it shows the entry as saved: a partial clear would leave a selected entry with empty fields
   * and the next Update refused (docs/deviations.md).
   */
  const saving = async (send: () => Promise<StockEntry>, done: string) => {
    const id = toast.loading(t('stock.waiting'));
    setProgress(0);
    try {
      const saved = await send();
      toast.success(done, { id, duration: TOAST_MS.backoffice });
      reset(getValues('selected') ? model.fromEntry(saved) : model.afterSave(getValues()));
      return saved;
    } catch (error) {
      toast.error(t('stock.failed', { reason: errorText(error) }), {
        id,
        duration: TOAST_MS.backofficeLong,
      });
    } finally {
      setProgress(null);
    }
    return null;
  };

  const [add, adding] = useSingleFlight(async () => {
    if (getValues('selected')) return void toast.error(t('stock.resetFirst'), short);
    await handleSubmit(async (values) => {
      const image = values.image;
      if (!image) return;
      const added = await saving(
        () =>
          create.mutateAsync({ fields: model.toFields(values), image, onProgress: setProgress }),
        t('stock.saved'),
      );
      if (!added) return;
      // The new entry is the newest: the table's first page, unfiltered, shows it, marked.
      changeView({ ...DEFAULT_VIEW, pageSize: view.pageSize });
      setAddedId(added.id_transaction);
    }, refuse)();
  });

  const [save, updating] = useSingleFlight(async () => {
    if (!getValues('selected')) return void toast.error(t('stock.selectFirstUpdate'), short);
    await handleSubmit(
      (values) =>
        saving(
          () =>
            update.mutateAsync({
              fields: model.toUpdateFields(values),
              image: values.image,
              onProgress: setProgress,
            }),
          t('stock.updated'),
        ),
      refuse,
    )();
  });

  const [erase, deleting] = useSingleFlight(async () => {
    const chosen = getValues('selected');
    if (!chosen) return void toast.error(t('stock.selectFirstDelete'), short);
    const confirmed = await modal.confirm({
      title: t('stock.confirmDelete'),
      content: `${getValues('product_name')} (#${chosen.id_transaction})`,
      okText: t('stock.delete'),
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    const id = toast.loading(t('stock.waiting'));
    try {
      await remove.mutateAsync(chosen.id_transaction);
      toast.success(t('stock.deleted'), { id, duration: TOAST_MS.backoffice });
      reset(model.emptyForm(defaults));
    } catch (error) {
      // An entry that orders took from cannot go; Archive is what takes it off the shop.
      const reason =
        ApiError.from(error).status === 409 ? t('stock.deleteInUse') : errorText(error);
      toast.error(t('stock.deleteFailed', { reason }), { id, duration: TOAST_MS.backofficeLong });
    }
  });

  const [toggleArchived, archiving] = useSingleFlight(async () => {
    const chosen = getValues('selected');
    if (!chosen) return void toast.error(t('stock.selectFirstUpdate'), short);
    const id = toast.loading(t('stock.waiting'));
    try {
      const saved = await archive.mutateAsync({
        id: chosen.id_transaction,
        archived: !chosen.archived,
      });
      toast.success(t(saved.archived ? 'stock.archivedDone' : 'stock.restoredDone'), {
        id,
        duration: TOAST_MS.backoffice,
      });
      // Only the archived mark changed: the form keeps whatever is being edited.
      setValue('selected', { ...chosen, archived: saved.archived });
    } catch (error) {
      toast.error(t('stock.archiveFailed', { reason: errorText(error) }), {
        id,
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  // A new content for the form takes the old error marks away (reset clears them).
  const load = (entry: StockEntry) => {
    setAddedId(null);
    reset(model.fromEntry(entry));
    formTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const busy = adding || updating || deleting || archiving;
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
      {/* Scrolled to when a row is loaded: clear of the sticky top bar, so "Editing transaction N" shows. */}
      <div ref={formTop} style={{ scrollMarginTop: 80 }} />
      <Card
        title={<PageTitle>{t('stock.title')}</PageTitle>}
        extra={
          selected && (
            <ToneTag tone="blue">{t('stock.selected', { id: selected.id_transaction })}</ToneTag>
          )
        }
      >
        {readOnlyReason && (
          <Alert type="info" showIcon title={readOnlyReason} style={{ marginBottom: 16 }} />
        )}
        {loadError && <ErrorState message={loadError} onRetry={retry} />}
        <Segmented<AddMode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'single', label: t('variants.modeSingle') },
            { value: 'all', label: t('variants.modeAll') },
          ]}
          style={{ marginBottom: 16 }}
        />
        {mode === 'all' ? (
          <VariantsForm
            key={defaults.priority.id ?? 'no-priority'}
            options={options}
            priority={defaults.priority}
            readOnlyReason={readOnlyReason}
            onSaved={(created) => {
              // The table shows what was just made: the product's entries, found by its code.
              setAddedId(null);
              changeView({ ...DEFAULT_VIEW, q: created.product_code, pageSize: view.pageSize });
            }}
          />
        ) : (
          <>
            <StockFormFields control={control} options={options} progress={progress} />
            <Flex wrap gap={8}>
              {button(t('stock.reset'), () => reset(model.emptyForm(defaults)), false)}
              {button(t('stock.add'), () => void add(), adding, { type: 'primary' })}
              {button(t('stock.update'), () => void save(), updating)}
              {button(t('stock.delete'), () => void erase(), deleting, { danger: true })}
              {selected &&
                button(
                  t(selected.archived ? 'stock.restore' : 'stock.archive'),
                  () => void toggleArchived(),
                  archiving,
                )}
            </Flex>
          </>
        )}
      </Card>
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
              selectedId={selected?.id_transaction ?? null}
              addedId={addedId}
              onSelect={load}
              pagination={view.id === null && pagination(list.data?.total ?? 0)}
              sort={{ by: view.sort, order: view.order }}
              onSort={(sort) => changeView({ sort: sort.by, order: sort.order })}
              onLink={setLinked}
            />
          )}
          <ProductLinkDialog entry={linked} onClose={() => setLinked(null)} />
        </Flex>
      </Card>
    </Flex>
  );
}
