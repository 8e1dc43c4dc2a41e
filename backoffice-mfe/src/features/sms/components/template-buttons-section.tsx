import { Button, Flex, Tooltip } from 'antd';
import type { SmsTemplate } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import type { TemplateActions } from '../hooks/use-template-actions';

interface TemplateButtonsSectionProps {
  template: SmsTemplate;
  /** The wording's name, in each button's. */
  what: string;
  /** Why the reader may not change wordings (their role), or null. */
  readOnlyReason: string | null;
  dirty: boolean;
  actions: TemplateActions;
}

/** Save, and Back to default (Discard while the wording is the default typed over). */
export function TemplateButtonsSection({
  template,
  what,
  readOnlyReason,
  dirty,
  actions,
}: TemplateButtonsSectionProps) {
  const { t } = useT('backoffice');
  const canWrite = readOnlyReason === null;
  const back = t(template.customised ? 'sms.reset' : 'sms.discard');
  return (
    <Flex gap={8} wrap>
      <Tooltip title={readOnlyReason}>
        <Button
          type="primary"
          htmlType="submit"
          loading={actions.saving}
          disabled={!canWrite || !dirty}
          aria-label={`${t('sms.save')} · ${what}`}
        >
          {t('sms.save')}
        </Button>
      </Tooltip>
      <Tooltip title={readOnlyReason}>
        <Button
          onClick={() => void actions.goBack()}
          loading={actions.goingBack}
          disabled={!canWrite || !(template.customised || dirty)}
          aria-label={`${back} · ${what}`}
        >
          {back}
        </Button>
      </Tooltip>
    </Flex>
  );
}
