import { Flex, Typography } from 'antd';
import type { AuditEntry } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ToneTag } from '../../../components/tone-tag';
import type { Tone } from '../../../components/tones';
import { useDigits } from '../../../lib/use-digits';

const ACTION_TONES = { create: 'green', update: 'blue', delete: 'red' } as const satisfies Record<
  string,
  Tone
>;

/** What an entry did (created, changed, deleted) and to which record. */
export function AuditWhat({ entry }: { entry: AuditEntry }) {
  const { t } = useT('backoffice');
  const digits = useDigits();
  return (
    <Flex vertical gap={4} align="start">
      <ToneTag tone={ACTION_TONES[entry.action]}>{t(`audit.actions.${entry.action}`)}</ToneTag>
      <Typography.Text>
        {t(`audit.kinds.${entry.kind}`)}
        {/* A setting of the shop is named by its kind alone. */}
        {entry.entity_id !== entry.kind && ` ${digits(entry.entity_id)}`}
      </Typography.Text>
    </Flex>
  );
}
