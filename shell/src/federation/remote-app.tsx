import { Component, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { reportLoadFailure } from './load-remote-app';
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

  if (state.status === 'ready') {
    return (
      <ReportRenderError name={name}>
        <state.App />
      </ReportRenderError>
    );
  }
  if (state.status === 'failed') return <RemoteUnavailable onRetry={() => store.retry(name)} />;
  return <div className="shell-remote-loading" aria-busy="true" data-remote={name} />;
}

/**
 * Tells the server a remote failed while drawing (the "render" phase of a release's failures),
 * then lets the error go on to the route's error page as before.
 */
class ReportRenderError extends Component<
  { name: RemoteName; children: ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error !== null) {
      // Told here, not in componentDidCatch: a boundary that throws on is never committed, so
      // React would not call it. The reporter tells each remote's failure once.
      reportLoadFailure(this.props.name, 'render', this.state.error);
      // Thrown on, to the route's error page: a bug, not an outage.
      throw this.state.error;
    }
    return this.props.children;
  }
}
