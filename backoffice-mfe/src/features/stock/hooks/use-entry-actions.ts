import { useState } from 'react';
import { App } from 'antd';
import { ApiError, type StockEntry } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { useStockMutations } from '../api/use-stock';
import * as model from '../model/stock-form';
import type { EntryForm } from './use-entry-form';

interface Options {
  entry: EntryForm;
  defaults: model.Defaults;
  /** An entry was added: the table shows it. */
  onAdded: (added: StockEntry) => void;
}

const short = { duration: TOAST_MS.backoffice };
const long = { duration: TOAST_MS.backofficeLong };

/**
 * The form's Add, Update, Delete and Archive/Restore, each once at a time, with the Waiting...
 * toast, the upload's progress and the outcome's message.
 */
export function useEntryActions({ entry, defaults, onAdded }: Options) {
  const { t } = useT('backoffice');
  const { modal } = App.useApp();
  const { form, refuse } = entry;
  const { handleSubmit, reset, getValues, setValue } = form;
  const [progress, setProgress] = useState<number | null>(null);
  const { create, update, remove, archive } = useStockMutations();

  /**
   * Runs a save. After an Add the form is ready for the next variant (spec §4); after an Update
   * the entry stays selected, so it shows the entry as saved: a partial clear would leave a
   * selected entry with empty fields and the next Update refused (docs/deviations.md).
   */
  const saving = async (send: () => Promise<StockEntry>, done: string) => {
    const id = toast.loading(t('stock.waiting'));
    setProgress(0);
    try {
      const saved = await send();
      toast.success(done, { id, ...short });
      reset(getValues('selected') ? model.fromEntry(saved) : model.afterSave(getValues()));
      return saved;
    } catch (error) {
      toast.error(t('stock.failed', { reason: errorText(error) }), { id, ...long });
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
      if (added) onAdded(added);
    }, refuse)();
  });

  const [save, updating] = useSingleFlight(async () => {
    if (!getValues('selected')) return void toast.error(t('stock.selectFirstUpdate'), short);
    await handleSubmit((values) => {
      const fields = model.toUpdateFields(values);
      const image = values.image;
      return saving(
        () => update.mutateAsync({ fields, image, onProgress: setProgress }),
        t('stock.updated'),
      );
    }, refuse)();
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
      toast.success(t('stock.deleted'), { id, ...short });
      reset(model.emptyForm(defaults));
    } catch (error) {
      // An entry that orders took from cannot go; Archive is what takes it off the shop.
      const reason =
        ApiError.from(error).status === 409 ? t('stock.deleteInUse') : errorText(error);
      toast.error(t('stock.deleteFailed', { reason }), { id, ...long });
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
      const done = t(saved.archived ? 'stock.archivedDone' : 'stock.restoredDone');
      toast.success(done, { id, ...short });
      // Only the archived mark changed: the form keeps whatever is being edited.
      setValue('selected', { ...chosen, archived: saved.archived });
    } catch (error) {
      toast.error(t('stock.archiveFailed', { reason: errorText(error) }), { id, ...long });
    }
  });

  return {
    progress,
    add: { run: add, busy: adding },
    save: { run: save, busy: updating },
    erase: { run: erase, busy: deleting },
    toggleArchived: { run: toggleArchived, busy: archiving },
  };
}

export type EntryActions = ReturnType<typeof useEntryActions>;
