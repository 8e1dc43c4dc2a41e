import type { Database } from '../../../db/database';
import type { releaseObjects } from '../object-store';
import type { RemoteName } from '../remotes';

export interface Release {
  remote: RemoteName;
  id: string;
  gitCommit: string;
  builtAt: Date;
  contractVersion: string;
  singletons: Record<string, string>;
  exposes: string[];
  files: number;
  bytes: number;
  publishedAt: Date;
  /** Pages drawn naming it (counted by every instance, added now and then). */
  pages: number;
  /**
   * Null: its files are in the database. Else in the object store: each file's SHA-256 by path,
   * as published.
   */
  objectFiles: Record<string, string> | null;
}

/** A remote's pointer: the live release, where a rollback goes, and a canary being tried. */
export interface Pointer {
  releaseId: string | null;
  previousReleaseId: string | null;
  changedAt: Date;
  /** Null: no canary. `share` null: staff only. */
  canary: { id: string; share: number | null; since: Date } | null;
}

/**
 * Who moved a pointer, for the audit log: a staff member on the Releases page, a person at the
 * command line (no staff account), or the shop itself (`null`: an automatic rollback).
 */
export type ReleaseActor = { id: number | null; username: string } | null;

/** Raised for what a person asked that cannot be done; the message says why. */
export class ReleaseRefusal extends Error {}

/**
 * What the store's parts work with: the shop's database, and the object store of the releases
 * published from now on (null: their files go to the database).
 */
export interface StoreDeps {
  db: Database;
  objects: ReturnType<typeof releaseObjects> | null;
}
