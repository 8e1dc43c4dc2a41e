import { useT } from './i18n';

interface Props {
  /** What went wrong, already in the reader's language; a generic text when omitted. */
  message?: string;
  onRetry?: () => void;
}

/** A failed load: says so and offers Retry (the spec only logged to the console). */
export function ErrorState({ message, onRetry }: Props) {
  const { t } = useT('common');
  return (
    <div role="alert" style={{ padding: '32px 16px', textAlign: 'center' }}>
      <p style={{ margin: '0 0 16px' }}>{message ?? t('errors.loadFailed')}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="poshak-retry">
          {t('retry')}
        </button>
      )}
    </div>
  );
}
