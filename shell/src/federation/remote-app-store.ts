import { createContext, type ComponentType } from 'react';
import { loadRemoteApp } from './load-remote-app';
import type { RemoteName } from './remote-config';

export type RemoteAppState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType }
  | { status: 'failed'; error: unknown };

export type RemoteAppLoader = (name: RemoteName, fresh: boolean) => Promise<ComponentType>;

export interface RemoteAppStore {
  subscribe: (listener: () => void) => () => void;
  get: (name: RemoteName) => RemoteAppState;
  /** Starts loading unless the remote is loading, loaded or has failed (failures wait for Retry). */
  ensure: (name: RemoteName) => void;
  /** Loads a failed remote again, from the network. */
  retry: (name: RemoteName) => void;
  /** Resolves once the remote has loaded or failed (starting it if nobody has). */
  settled: (name: RemoteName) => Promise<RemoteAppState>;
}

const LOADING: RemoteAppState = { status: 'loading' };

/**
 * Each remote is loaded at most once per page (its App stays mounted across its own routes) and
 * outlives the component that asked for it; a failure stays on screen until Retry.
 */
export function createRemoteAppStore(loader: RemoteAppLoader): RemoteAppStore {
  const states = new Map<RemoteName, RemoteAppState>();
  const listeners = new Set<() => void>();

  const set = (name: RemoteName, state: RemoteAppState) => {
    states.set(name, state);
    listeners.forEach((listener) => listener());
  };

  const load = async (name: RemoteName, fresh: boolean) => {
    set(name, LOADING);
    try {
      set(name, { status: 'ready', App: await loader(name, fresh) });
    } catch (error) {
      console.error(`[poshak] the ${name} remote could not be loaded`, error);
      set(name, { status: 'failed', error });
    }
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const ensure = (name: RemoteName) => {
    if (!states.has(name)) void load(name, false);
  };

  return {
    subscribe,
    get: (name) => states.get(name) ?? LOADING,
    ensure,
    retry(name) {
      if (states.get(name)?.status === 'failed') void load(name, true);
    },
    settled(name) {
      ensure(name);
      return new Promise((resolve) => {
        const check = () => {
          const state = states.get(name) ?? LOADING;
          if (state.status === 'loading') return false;
          resolve(state);
          return true;
        };
        if (check()) return;
        const unsubscribe = subscribe(() => {
          if (check()) unsubscribe();
        });
      });
    },
  };
}

/** The page's remotes. */
export const remoteApps = createRemoteAppStore(loadRemoteApp);

/** Lets a test mount the shell with its own store; the page uses `remoteApps`. */
export const RemoteAppsContext = createContext<RemoteAppStore>(remoteApps);
