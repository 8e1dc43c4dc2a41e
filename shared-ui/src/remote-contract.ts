import type { ComponentType } from 'react';
import type { RemoteServerModule } from '@poshak/shared-api/page';

/**
 * The contract between the shop and each remote (storefront, back-office): what the shell loads
 * from a remote's exposed modules and what the server loads from its server-render bundle. Each
 * remote proves at compile time that its modules fit (its `src/remote-contract.ts`, compiled by
 * its `tsc --noEmit`, its build and `pnpm release <remote>`), so a remote that no longer fits is
 * refused before it is published instead of failing in shoppers' browsers. Module Federation's
 * own type sharing is not used: it downloads the types over HTTP while building.
 */

/** A remote's `./App`, as the shell mounts it. */
export interface RemoteAppModule {
  /** The remote's root, drawn by the shell with no props inside its router. */
  default: ComponentType;
  /**
   * Settles once the code of the page the browser landed on is here: a page the server drew is
   * adopted after it, so no part of it waits for code while the shopper can already tap it.
   */
  landingPageCode?: Promise<void>;
}

/** Every module the shell loads from a remote, by its key in the remote's federation config. */
export interface RemoteExposedModules {
  './App': RemoteAppModule;
}

export type { RemoteServerModule };

/** A remote's modules: those it exposes to the shell, and its server-render bundle. */
export interface RemoteModules {
  exposes: RemoteExposedModules;
  server: RemoteServerModule;
}

/**
 * Compiles only when `Modules` fits the contract; tsc's error then names the module and the
 * property that do not (`exposes['./App'].default`, `server.createPageRenderer`).
 */
export type RemoteFits<Modules extends RemoteModules> = Modules;
