import { Flex, Typography } from 'antd';
import type { SmsPartCount } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ToneTag } from '../../../components/tone-tag';

/**
 * How the message travels and what it costs: its parts (each charged), its length in the units
 * the gateway counts, its encoding and what a part holds in it (GSM-7 160, or 153 in a longer
 * message; UCS-2, which any Bengali letter makes it, 70 or 67). Said again when it changes.
 */
export function PartCount({ count }: { count: SmsPartCount }) {
  const { t } = useT('backoffice');
  return (
    <Flex wrap gap={8} align="center" role="status">
      <ToneTag tone={count.parts > 1 ? 'amber' : 'green'}>
        {t('sms.parts', { count: count.parts })}
      </ToneTag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('sms.count', {
          characters: count.characters,
          encoding: count.encoding,
          perPart: count.per_part,
        })}
      </Typography.Text>
    </Flex>
  );
}
