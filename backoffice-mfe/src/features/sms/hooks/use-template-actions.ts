import { App } from 'antd';
import { ApiError, type SmsTemplate } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { errorText } from '../../../lib/error-text';
import { useResetTemplate, useSaveTemplate } from '../api/use-sms';
import type { TemplateFormInput, TemplateFormValues } from '../forms/template-form';
import type { TemplateFormState } from './use-template-form';

/** The server's refusal of the wording itself (`text: …`), as opposed to any other failure. */
const refusesText = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && /^(?:body\.)?text: /.test(error.message);

const failed = { duration: TOAST_MS.backofficeLong };

export interface TemplateActions {
  submit: (values: TemplateFormValues) => Promise<void>;
  saving: boolean;
  goBack: () => Promise<void>;
  goingBack: boolean;
}

/**
 * Save and Back to default of one wording, each once at a time, with the outcome's toast; `what`
 * names the wording in them.
 */
export function useTemplateActions(
  template: SmsTemplate,
  { setError, reset }: TemplateFormState,
  saved: TemplateFormInput,
  what: string,
): TemplateActions {
  const { event, language } = template;
  const { t } = useT('backoffice');
  const { modal } = App.useApp();
  const save = useSaveTemplate();
  const backToDefault = useResetTemplate();

  const [submit, saving] = useSingleFlight(async ({ text }: TemplateFormValues) => {
    try {
      await save.mutateAsync({ event, language, text });
      toast.success(t('sms.saved', { what }), { duration: TOAST_MS.backoffice });
    } catch (error) {
      // The server's words about the wording go under it (in the reader's words where the
      // shared rules know them), and every refusal in the toast.
      if (refusesText(error)) {
        const message = (error as ApiError).message.replace(/^(?:body\.)?text: /, '');
        setError('text', { type: 'server', message }, { shouldFocus: true });
      }
      toast.error(t('sms.failed', { reason: errorText(error) }), failed);
    }
  });

  const [goBack, goingBack] = useSingleFlight(async () => {
    // Only typed over the default: nothing saved to delete.
    if (!template.customised) {
      reset(saved);
      return;
    }
    const confirmed = await modal.confirm({
      title: t('sms.resetConfirm'),
      okText: t('sms.resetYes'),
      okButtonProps: { danger: true },
      cancelText: t('sms.cancel'),
    });
    if (!confirmed) return;
    try {
      await backToDefault.mutateAsync({ event, language });
      toast.success(t('sms.resetDone', { what }), { duration: TOAST_MS.backoffice });
    } catch (error) {
      toast.error(t('sms.failed', { reason: errorText(error) }), failed);
    }
  });

  return { submit, saving, goBack, goingBack };
}
