import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { useT } from '@poshak/shared-ui/i18n';
import { paths } from '@poshak/shared-ui/paths';
import { RemoteUnavailable } from '../federation/remote-unavailable';
import { REMOTE_CONFIG_URL } from '../federation/remote-config';

/**
 * A code file of the shop could not be downloaded: the server is unreachable, or a newer deploy of a
 * remote replaced the file this page was built against. Either way it is an outage, not a bug.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message))
  );
}

/**
 * Reloads the page once the shop answers again. A reload fetches every file afresh (the lazy import
 * that failed is cached as failed by React); while the shop is still down the page stays as it is
 * instead of turning into the browser's own error page.
 */
async function reloadWhenReachable() {
  try {
    const response = await fetch(REMOTE_CONFIG_URL, { cache: 'no-store' });
    if (response.ok) window.location.reload();
  } catch {
    // Still unreachable: the fallback stays, Retry can be pressed again.
  }
}

/** A render error anywhere in the shop: the spec's fallback text and a way back home. */
export function RootErrorPage() {
  const error = useRouteError();
  const { t } = useT(['shell', 'common']);
  const outage = isChunkLoadError(error);
  useEffect(() => {
    if (!outage) console.error('[poshak] unexpected application error', error);
  }, [error, outage]);
  if (outage) return <RemoteUnavailable onRetry={() => void reloadWhenReachable()} />;
  return (
    <main className="shell-message" role="alert">
      <h1>{t('shell:unexpectedError')}</h1>
      <Link className="shell-button" to={paths.home}>
        {t('common:backHome')}
      </Link>
    </main>
  );
}
