import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { SmsPreview, SmsTemplate } from '@poshak/shared-api';
import { errorText } from '../../../lib/error-text';
import { useSmsPreview } from '../api/use-sms';
import type { TemplateForm, TemplateFormInput, TemplateFormValues } from '../forms/template-form';
import { useDebounced } from '../use-debounced';

/** How long typing rests before the server is asked for a preview. */
export const PREVIEW_DELAY_MS = 400;

export interface TemplatePreview {
  /** The message as a shopper would get it, with its part count, once known. */
  shown: SmsPreview | undefined;
  /** The wording as typed cannot be sent: its error is under it. */
  blocked: boolean;
  /** What is shown is of words typed over since. */
  updating: boolean;
  failure: string | null;
}

/**
 * The preview follows the typing once it rests: of the wording as the server would take it (the
 * shared schema's trimmed text), and only of one it would take. The saved wording's preview came
 * with the list; a reader who may not write asks for none.
 */
export function useTemplatePreview(
  template: SmsTemplate,
  control: Control<TemplateFormInput, unknown, TemplateFormValues>,
  schema: TemplateForm,
  canWrite: boolean,
): TemplatePreview {
  const typed = useWatch({ control, name: 'text' });
  const settled = useDebounced(typed, PREVIEW_DELAY_MS);
  const checked = useMemo(() => schema.shape.text.safeParse(settled), [schema, settled]);
  const wanted = checked.success ? checked.data : null;
  const fromList = wanted === template.text;
  const preview = useSmsPreview(
    template.event,
    template.language,
    canWrite && wanted !== null && !fromList ? wanted : null,
  );
  const updating = typed !== settled || (!fromList && preview.isPlaceholderData);
  return {
    shown: fromList ? template.preview : preview.data,
    blocked: wanted === null,
    updating: updating || (!fromList && preview.isFetching),
    failure: !fromList && preview.isError ? errorText(preview.error) : null,
  };
}
