import { useEffect, useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { SmsTemplate } from '@poshak/shared-api';
import { formResolver } from '@poshak/shared-ui/form';
import {
  templateForm,
  type TemplateForm,
  type TemplateFormInput,
  type TemplateFormValues,
} from '../forms/template-form';

export type TemplateFormState = UseFormReturn<TemplateFormInput, unknown, TemplateFormValues>;

/**
 * One wording's form, checked by its event's rules, holding the server's wording until typed over;
 * the page is told whenever it has changes not saved (its leave guard).
 */
export function useTemplateForm(
  template: SmsTemplate,
  onDirtyChange: (dirty: boolean) => void,
): { schema: TemplateForm; saved: TemplateFormInput; form: TemplateFormState } {
  const schema = useMemo(() => templateForm(template.event), [template.event]);
  const saved = useMemo(() => ({ text: template.text }), [template.text]);
  const form = useForm<TemplateFormInput, unknown, TemplateFormValues>({
    resolver: formResolver(schema),
    // The server's wording; a save or a reset puts its answer here, and the form follows.
    values: saved,
    mode: 'onChange',
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  return { schema, saved, form };
}
