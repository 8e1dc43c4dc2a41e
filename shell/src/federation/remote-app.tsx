import { useContext, useEffect, useSyncExternalStore } from 'react';
import { RemoteAppsContext } from './remote-app-store';
import type { RemoteName } from './remote-config';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * Mounts a remote's App. While it loads, an empty page-sized area (no layout jump); if it cannot be
 * loaded, a friendly fallback with Retry. Errors thrown while the remote renders go on to the route's
 * error page: they are bugs, not outages.
 */
export function RemoteApp({ name }: { name: RemoteName }) {
  const store = useContext(RemoteAppsContext);
  const read = () => store.get(name);
  // On a page the server drew, the shell adopts it once the remote is here: read the same state.
  const state = useSyncExternalStore(store.subscribe, read, read);
  useEffect(() => store.ensure(name), [store, name]);

  if (state.status === 'ready') return <state.App />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={() => store.retry(name)} />;
  return <div className="shell-remote-loading" aria-busy="true" data-remote={name} />;
}
