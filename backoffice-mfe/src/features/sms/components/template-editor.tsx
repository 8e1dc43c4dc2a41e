import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { App, Button, Flex, Input, Tooltip, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { ApiError, type SmsPlaceholder, type SmsTemplate } from '@poshak/shared-api';
import { useLanguage, useT } from '@poshak/shared-ui/i18n';
import { toast, TOAST_MS } from '@poshak/shared-ui/toast';
import { useSingleFlight } from '@poshak/shared-ui/single-flight';
import { FormField, formResolver, ShopForm } from '@poshak/shared-ui/form';
import { errorText } from '../../../lib/error-text';
import { DHAKA_TIME } from '../../../lib/reader-format';
import { ToneTag } from '../../../components/tone-tag';
import { useResetTemplate, useSaveTemplate, useSmsPreview } from '../api/use-sms';
import {
  templateForm,
  type TemplateFormInput,
  type TemplateFormValues,
} from '../forms/template-form';
import { useDebounced } from '../use-debounced';
import { PartCount } from './part-count';

/** How long typing rests before the server is asked for a preview. */
export const PREVIEW_DELAY_MS = 400;

/** The server's refusal of the wording itself (`text: …`), as opposed to any other failure. */
const refusesText = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && /^(?:body\.)?text: /.test(error.message);

export interface TemplateEditorProps {
  template: SmsTemplate;
  /** Why the reader may not change wordings (their role), or null. */
  readOnlyReason: string | null;
  /** Told whether the wording has changes not saved, for the page's leave guard. */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One step's wording in one language: the text with its placeholders to insert, the message a
 * shopper would get (the server fills it in with a sample order as the owner types) and its part
 * count, Save and Back to default.
 */
export function TemplateEditor({ template, readOnlyReason, onDirtyChange }: TemplateEditorProps) {
  const { event, language } = template;
  const { t } = useT('backoffice');
  const [reader] = useLanguage();
  const { modal } = App.useApp();
  const schema = useMemo(() => templateForm(event), [event]);
  const saved = useMemo(() => ({ text: template.text }), [template.text]);
  const { control, handleSubmit, setError, setValue, getValues, reset, formState } = useForm<
    TemplateFormInput,
    unknown,
    TemplateFormValues
  >({
    resolver: formResolver(schema),
    // The server's wording; a save or a reset puts its answer here, and the form follows.
    values: saved,
    mode: 'onChange',
  });
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const save = useSaveTemplate();
  const backToDefault = useResetTemplate();
  const area = useRef<TextAreaRef | null>(null);

  const eventName = t(`sms.events.${event}`);
  const languageName = t(`sms.languages.${language}`);
  const what = t('sms.formName', { event: eventName, language: languageName });
  const canWrite = readOnlyReason === null;

  // The preview follows the typing once it rests: of the wording as the server would take it
  // (the shared schema's trimmed text), and only of one it would take.
  const typed = useWatch({ control, name: 'text' });
  const settled = useDebounced(typed, PREVIEW_DELAY_MS);
  const checked = useMemo(() => schema.shape.text.safeParse(settled), [schema, settled]);
  const wanted = checked.success ? checked.data : null;
  const fromList = wanted === template.text;
  const preview = useSmsPreview(
    event,
    language,
    canWrite && wanted !== null && !fromList ? wanted : null,
  );
  const shown = fromList ? template.preview : preview.data;
  const updating = typed !== settled || (!fromList && preview.isPlaceholderData);

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
    // Back to the text, the caret after what was inserted, to type on.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + token.length, start + token.length);
    });
  };

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
      toast.error(t('sms.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
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
      toast.error(t('sms.failed', { reason: errorText(error) }), {
        duration: TOAST_MS.backofficeLong,
      });
    }
  });

  const state = isDirty ? (
    <ToneTag tone="amber">{t('sms.unsaved')}</ToneTag>
  ) : template.customised ? (
    <ToneTag tone="blue">
      {template.updated_by && template.updated_at
        ? t('sms.customised', {
            who: template.updated_by,
            when: DHAKA_TIME[reader].format(new Date(template.updated_at)),
          })
        : t('sms.customisedNoWho')}
    </ToneTag>
  ) : (
    <ToneTag tone="grey">{t('sms.isDefault')}</ToneTag>
  );

  return (
    <ShopForm
      texts="backoffice"
      schema={schema}
      aria-label={what}
      onFinish={() => void handleSubmit(submit)()}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={8}>
        <FormField
          control={control}
          name="text"
          label={t('sms.wording', { language: languageName })}
          required
          style={{ marginBottom: 0 }}
        >
          {({ ref, ...input }) => (
            <Input.TextArea
              {...input}
              ref={(node) => {
                ref(node);
                area.current = node;
              }}
              lang={language}
              readOnly={!canWrite}
              autoSize={{ minRows: 3, maxRows: 10 }}
            />
          )}
        </FormField>
        <div>{state}</div>
        {canWrite && (
          <Flex wrap gap={4} align="center" role="group" aria-label={t('sms.insertLabel')}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }} aria-hidden>
              {t('sms.insertLabel')}:
            </Typography.Text>
            {template.placeholders.map((placeholder) => {
              const needed = template.required.includes(placeholder);
              // What the button shows, and its name begins with it (axe: label in name).
              const token = `{${placeholder}}${needed ? ` · ${t('sms.needed')}` : ''}`;
              const description = t(`sms.placeholders.${placeholder}`);
              return (
                <Tooltip key={placeholder} title={description}>
                  <Button
                    size="small"
                    onClick={() => insert(placeholder)}
                    aria-label={t('sms.insert', { placeholder: token, what: description })}
                    style={{ fontFamily: 'monospace' }}
                  >
                    {token}
                  </Button>
                </Tooltip>
              );
            })}
          </Flex>
        )}
        <Preview
          language={language}
          text={shown?.text ?? null}
          blocked={wanted === null}
          updating={updating || (!fromList && preview.isFetching)}
          failure={!fromList && preview.isError ? errorText(preview.error) : null}
        />
        {shown && wanted !== null && <PartCount count={shown} />}
        <Flex gap={8} wrap>
          <Tooltip title={readOnlyReason}>
            <Button
              type="primary"
              htmlType="submit"
              loading={saving}
              disabled={!canWrite || !isDirty}
              aria-label={`${t('sms.save')} · ${what}`}
            >
              {t('sms.save')}
            </Button>
          </Tooltip>
          <Tooltip title={readOnlyReason}>
            <Button
              onClick={() => void goBack()}
              loading={goingBack}
              disabled={!canWrite || !(template.customised || isDirty)}
              aria-label={`${t(template.customised ? 'sms.reset' : 'sms.discard')} · ${what}`}
            >
              {t(template.customised ? 'sms.reset' : 'sms.discard')}
            </Button>
          </Tooltip>
        </Flex>
      </Flex>
    </ShopForm>
  );
}

/** The message as a shopper would read it, or why it cannot be shown now. */
function Preview({
  language,
  text,
  blocked,
  updating,
  failure,
}: {
  language: string;
  text: string | null;
  /** The wording as typed cannot be sent: its error is under it. */
  blocked: boolean;
  updating: boolean;
  failure: string | null;
}) {
  const { t } = useT('backoffice');
  const captionId = useId();
  const said = failure
    ? t('sms.previewFailed', { reason: failure })
    : blocked
      ? t('sms.previewBlocked')
      : text === null
        ? t('sms.previewUpdating')
        : null;
  return (
    <figure aria-busy={updating} aria-labelledby={captionId} style={{ margin: 0 }}>
      <figcaption id={captionId}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('sms.preview')}
        </Typography.Text>
      </figcaption>
      <div
        lang={said === null ? language : undefined}
        style={{
          padding: '8px 12px',
          borderRadius: 6,
          background: '#f5f5f5',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          // Dimmed while it waits for the words typed since (still 4.5:1 to read).
          opacity: updating || blocked ? 0.7 : 1,
          minHeight: 40,
        }}
      >
        {said ?? text}
      </div>
    </figure>
  );
}
