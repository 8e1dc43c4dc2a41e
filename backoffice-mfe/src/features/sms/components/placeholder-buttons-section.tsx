import { Button, Flex, Tooltip, Typography } from 'antd';
import type { SmsPlaceholder, SmsTemplate } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';

interface PlaceholderButtonsSectionProps {
  template: SmsTemplate;
  onInsert: (placeholder: SmsPlaceholder) => void;
}

/** A button per placeholder the wording may hold, those its step needs marked, each described. */
export function PlaceholderButtonsSection({ template, onInsert }: PlaceholderButtonsSectionProps) {
  const { t } = useT('backoffice');
  return (
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
              onClick={() => onInsert(placeholder)}
              aria-label={t('sms.insert', { placeholder: token, what: description })}
              style={{ fontFamily: 'monospace' }}
            >
              {token}
            </Button>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
