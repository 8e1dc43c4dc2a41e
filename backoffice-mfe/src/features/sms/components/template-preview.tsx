import { useId } from 'react';
import { Typography } from 'antd';
import { useT } from '@poshak/shared-ui/i18n';

/** The message as a shopper would read it, or why it cannot be shown now. */
export function TemplatePreview({
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
