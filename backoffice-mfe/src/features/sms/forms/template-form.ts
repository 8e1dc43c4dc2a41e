import {
  formParams,
  smsTemplateBody,
  smsTemplateIssue,
  z,
  type SmsEvent,
} from '@poshak/shared-api/schemas';

/**
 * One SMS wording as the owner types it, checked as the server checks it: the shared text rules
 * (no control characters, at most 480 characters), then the wording's own (`smsTemplateIssue`:
 * known placeholders only, no stray brace, the ones its event needs), each said in the reader's
 * language under the field.
 */
export function templateForm(event: SmsEvent) {
  return z.object({
    text: smsTemplateBody.shape.text.superRefine((text, ctx) => {
      const issue = smsTemplateIssue(event, text);
      if (!issue) return;
      const { key, ...values } = issue;
      ctx.addIssue({ code: 'custom', input: text, params: formParams(key, values) });
    }),
  });
}
export type TemplateForm = ReturnType<typeof templateForm>;
export type TemplateFormInput = z.input<TemplateForm>;
export type TemplateFormValues = z.output<TemplateForm>;
