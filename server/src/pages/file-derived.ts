import { statSync } from 'node:fs';

/**
 * A value made from a file, made again only when the file changes (a redeployed app replaces its
 * files under the running server). `derive` runs at most once per change; a missing file, or one
 * `derive` cannot use, gives null.
 */
export function fileDerived<T>(file: string, derive: (file: string) => T): () => T | null {
  let seen: number | null = null;
  let value: T | null = null;
  return () => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      seen = null;
      return (value = null);
    }
    if (mtime !== seen) {
      seen = mtime;
      try {
        value = derive(file);
      } catch {
        value = null;
      }
    }
    return value;
  };
}
