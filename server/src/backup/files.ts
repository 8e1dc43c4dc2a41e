import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

export interface Digest {
  bytes: number;
  sha256: string;
}

export async function digestFile(file: string): Promise<Digest> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Slices of a few megabytes: the dump is already whole in memory, one more copy of it is not. */
const SLICE = 8 * 1024 * 1024;

/** Writes a Blob to a new file (never over an existing one) and returns its digest. */
export async function writeBlob(blob: Blob, file: string): Promise<Digest> {
  const hash = createHash('sha256');
  const handle = await open(file, 'wx');
  try {
    for (let offset = 0; offset < blob.size; offset += SLICE) {
      const part = Buffer.from(await blob.slice(offset, offset + SLICE).arrayBuffer());
      hash.update(part);
      await handle.write(part);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { bytes: blob.size, sha256: hash.digest('hex') };
}

/**
 * The regular files under `dir` as sorted relative paths with forward slashes; a missing folder
 * holds none. Links and other special files are not pictures the shop wrote, so they are left out.
 */
export async function listFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(dir, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && relative === '') return;
      throw error;
    }
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  await walk('');
  return found.sort();
}

/** Moves a file, copying it when the target is on another file system. */
export async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await unlink(from);
  }
}
