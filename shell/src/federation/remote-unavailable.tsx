import { useT } from '@poshak/shared-ui/i18n';

/** Shown in place of a remote whose files cannot be loaded; the rest of the shop keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useT(['shell', 'common']);
  return (
    <main className="shell-message" role="alert">
      <h1>{t('shell:remoteUnavailable.title')}</h1>
      <p>{t('shell:remoteUnavailable.message')}</p>
      <button type="button" className="shell-button" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </main>
  );
}
