import { Flex, Input } from 'antd';
import type { SmsTemplate } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { FormField, ShopForm } from '@poshak/shared-ui/form';
import { usePlaceholderInsert } from '../hooks/use-placeholder-insert';
import { useTemplateActions } from '../hooks/use-template-actions';
import { useTemplateForm } from '../hooks/use-template-form';
import { useTemplatePreview } from '../hooks/use-template-preview';
import { PartCount } from './part-count';
import { PlaceholderButtonsSection } from './placeholder-buttons-section';
import { TemplateButtonsSection } from './template-buttons-section';
import { TemplatePreview } from './template-preview';
import { TemplateStateTag } from './template-state-tag';

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
  const { t } = useT('backoffice');
  const { schema, saved, form } = useTemplateForm(template, onDirtyChange);
  const { control, handleSubmit, formState } = form;
  const languageName = t(`sms.languages.${template.language}`);
  const what = t('sms.formName', {
    event: t(`sms.events.${template.event}`),
    language: languageName,
  });
  const canWrite = readOnlyReason === null;
  const preview = useTemplatePreview(template, control, schema, canWrite);
  const actions = useTemplateActions(template, form, saved, what);
  const { area, insert } = usePlaceholderInsert(form);

  return (
    <ShopForm
      texts="backoffice"
      schema={schema}
      aria-label={what}
      onFinish={() => void handleSubmit(actions.submit)()}
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
              lang={template.language}
              readOnly={!canWrite}
              autoSize={{ minRows: 3, maxRows: 10 }}
            />
          )}
        </FormField>
        <div>
          <TemplateStateTag template={template} dirty={formState.isDirty} />
        </div>
        {canWrite && <PlaceholderButtonsSection template={template} onInsert={insert} />}
        <TemplatePreview
          language={template.language}
          text={preview.shown?.text ?? null}
          blocked={preview.blocked}
          updating={preview.updating}
          failure={preview.failure}
        />
        {preview.shown && !preview.blocked && <PartCount count={preview.shown} />}
        <TemplateButtonsSection
          template={template}
          what={what}
          readOnlyReason={readOnlyReason}
          dirty={formState.isDirty}
          actions={actions}
        />
      </Flex>
    </ShopForm>
  );
}
