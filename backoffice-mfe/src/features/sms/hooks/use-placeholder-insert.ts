import { useRef } from 'react';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { SmsPlaceholder } from '@poshak/shared-api';
import type { TemplateFormState } from './use-template-form';

/**
 * Puts a placeholder where the caret is in the wording (over what is selected), then gives the
 * text back its focus, the caret after what was inserted, to type on. `area` is the text box.
 */
export function usePlaceholderInsert({ getValues, setValue }: TemplateFormState) {
  const area = useRef<TextAreaRef | null>(null);
  const insert = (placeholder: SmsPlaceholder) => {
    const box = area.current?.resizableTextArea?.textArea;
    const text = getValues('text');
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? start;
    const token = `{${placeholder}}`;
    setValue('text', text.slice(0, start) + token + text.slice(end), {
      shouldDirty: true,
      shouldValidate: true,
    });
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return { area, insert };
}
