import { useEffect } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { formMessage } from '@poshak/shared-api/schemas';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { formResolver, useRequiredFlash } from '@poshak/shared-ui/form';
import * as model from '../model/stock-form';

const checkAdd = formResolver(model.stockForm);
const checkUpdate = formResolver(model.stockUpdateForm);

/**
 * The one-entry form: its values, the entry loaded into it (`selected`), and `refuse`, which says
 * why a submit was refused.
 */
export function useEntryForm(defaults: model.Defaults) {
  const { t } = useT('backoffice');
  const form = useForm<model.StockForm, unknown, model.StockFormValues>({
    // Add asks for an image; Update keeps the loaded entry's own unless another is chosen.
    resolver: (values, context, options) =>
      (values.selected ? checkUpdate : checkAdd)(values, context, options),
    defaultValues: model.emptyForm(defaults),
  });
  const { control, getValues, getFieldState, setValue, clearErrors } = form;
  const selected = useWatch({ control, name: 'selected' });
  const flashRequired = useRequiredFlash(clearErrors);

  // The defaults arrive with the server's lists: they fill what the staff member has not set.
  useEffect(() => {
    if (getValues('priority').id === null && !getFieldState('priority').isDirty)
      setValue('priority', defaults.priority);
    if (getValues('operation_type_id') === null)
      setValue('operation_type_id', defaults.operation_type_id);
  }, [defaults, getValues, getFieldState, setValue]);

  /**
   * Spec §5: an empty field (or a name not in its list, which the spec counts as empty) is "One or
   * many fields are empty!". A filled field with a wrong value (a negative price, 2.5 pieces) is
   * not empty: the toast then points to the messages under the fields, which say what is wrong.
   */
  const refuse = (errors: FieldErrors<model.StockForm>) => {
    flashRequired(errors);
    const anyEmpty = Object.values(errors).some((error) => {
      const message = (error as { message?: unknown } | undefined)?.message;
      if (typeof message !== 'string') return true;
      const { key } = formMessage(message);
      return key === 'required' || key === 'notInList';
    });
    toast.error(t(anyEmpty ? 'stock.fieldsEmpty' : 'stock.fieldsWrong'), {
      duration: TOAST_MS.backoffice,
    });
  };

  return { form, selected, refuse };
}

export type EntryForm = ReturnType<typeof useEntryForm>;
