import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { VariantProductCreated } from '@poshak/shared-api';
import { formResolver, useRequiredFlash } from '@poshak/shared-ui/form';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { useCreateVariants } from '../api/use-stock';
import type { Choice } from '../model/stock-form';
import {
  emptyVariantForm,
  toVariantRequest,
  variantForm,
  type VariantForm,
  type VariantFormValues,
} from '../model/variant-form';

const check = formResolver(variantForm);

/**
 * The variants form and its Save: every colour × size in one request, with the Waiting... toast
 * and the upload's progress; once saved the form starts again empty.
 */
export function useVariantsSave(
  priority: Choice,
  onSaved: (created: VariantProductCreated) => void,
) {
  const { t } = useT('backoffice');
  const form = useForm<VariantForm, unknown, VariantFormValues>({
    resolver: check,
    defaultValues: emptyVariantForm(priority),
  });
  const flashRequired = useRequiredFlash(form.clearErrors);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateVariants();

  const send = async (values: VariantFormValues) => {
    const request = toVariantRequest(values);
    const id = toast.loading(t('stock.waiting'));
    setProgress(0);
    try {
      const created = await create.mutateAsync({ ...request, onProgress: setProgress });
      toast.success(t('variants.saved', { count: created.entries.length }), {
        id,
        duration: TOAST_MS.backoffice,
      });
      form.reset(emptyVariantForm(priority));
      onSaved(created);
    } catch (error) {
      toast.error(t('stock.failed', { reason: errorText(error) }), {
        id,
        duration: TOAST_MS.backofficeLong,
      });
    } finally {
      setProgress(null);
    }
  };

  const [save, saving] = useSingleFlight(async () => {
    await form.handleSubmit(send, (errors) => {
      flashRequired(errors);
      toast.error(t('stock.fieldsWrong'), { duration: TOAST_MS.backoffice });
    })();
  });

  return { form, progress, save, saving };
}
