import { Button, Empty, Flex, Typography } from 'antd';
import type { SmsMessage, SmsStatus } from '@poshak/shared-api';
import { useT } from '@poshak/shared-ui/i18n';
import { ToneTag } from '../../../components/tone-tag';
import type { Tone } from '../../../components/tones';
import { useMessageFormat } from '../hooks/use-message-format';
import type { MessageResend } from '../hooks/use-resend-message';

const STATUS_TONES = {
  pending: 'blue',
  sending: 'teal',
  sent: 'green',
  failed: 'red',
  unsure: 'amber',
} as const satisfies Record<SmsStatus, Tone>;

/** What staff may send again: given up on, or cut short where a second try could deliver twice. */
const RESENDABLE: ReadonlySet<SmsStatus> = new Set(['failed', 'unsure']);

export const canResend = (message: SmsMessage) => RESENDABLE.has(message.status);

/** A message's status, and when a waiting one is tried next. */
export function MessageStatus({ message: m }: { message: SmsMessage }) {
  const { t } = useT('backoffice');
  const { when } = useMessageFormat();
  return (
    <Flex vertical gap={2} align="start">
      <ToneTag tone={STATUS_TONES[m.status]}>{t(`sms.messages.statuses.${m.status}`)}</ToneTag>
      {m.status === 'pending' && m.next_attempt_at && m.attempts > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('sms.messages.nextTry', { when: when(m.next_attempt_at) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Send again, for a message that may be; nothing for any other. */
export function ResendButton({
  message: m,
  resend,
}: {
  message: SmsMessage;
  resend: MessageResend;
}) {
  const { t } = useT('backoffice');
  const { number } = useMessageFormat();
  const { sending, sendAgain } = resend;
  if (!canResend(m)) return null;
  return (
    <Button
      size="small"
      loading={sending === m.id}
      disabled={sending !== null && sending !== m.id}
      onClick={() => void sendAgain(m)}
      aria-label={t('sms.messages.resendOf', { invoice: number(m.invoice_no) })}
    >
      {t('sms.messages.resend')}
    </Button>
  );
}

/** The words a shopper got, in their language. */
export function MessageText({ message: m }: { message: SmsMessage }) {
  return (
    <Typography.Paragraph
      lang={m.language}
      style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {m.text}
    </Typography.Paragraph>
  );
}

/** No message to show: none made yet, or none matching the filters. */
export function MessagesEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useT('backoffice');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(filtered ? 'sms.messages.emptyFiltered' : 'sms.messages.empty')}
    />
  );
}
