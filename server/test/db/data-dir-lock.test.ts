import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDir, DataDirBusyError, dataDirHolder } from '../../src/db/data-dir-lock';

const CONTENDERS = 6;

describe('the data folder lock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'poshak-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('of processes starting at the same moment, lets exactly one in', async () => {
    const startLine = path.join(dataDir, 'go');
    const contenders = Array.from({ length: CONTENDERS }, () =>
      spawn(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, 'lock-contender.ts'), dataDir, startLine],
        { stdio: ['pipe', 'pipe', 'inherit'] },
      ),
    );
    const lines = contenders.map((child) => {
      const said: string[] = [];
      const waiters: (() => void)[] = [];
      let buffer = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const parts = buffer.split('\n');
        buffer = parts.pop() ?? '';
        said.push(...parts);
        waiters.splice(0).forEach((wake) => wake());
      });
      child.once('exit', () => waiters.splice(0).forEach((wake) => wake()));
      /** The n-th line the contender said (or '' if it ended first). */
      const line = async (n: number): Promise<string> => {
        while (said.length <= n && child.exitCode === null) {
          await new Promise<void>((wake) => waiters.push(wake));
        }
        return said[n] ?? '';
      };
      return line;
    });
    // Every contender is loaded and spinning at the line before it is drawn.
    expect(await Promise.all(lines.map((line) => line(0)))).toEqual(
      Array.from({ length: CONTENDERS }, () => 'ready'),
    );
    writeFileSync(startLine, '');
    const answers = lines.map((line) => line(1));
    const said = await Promise.all(answers);
    try {
      expect(said.filter((a) => a === 'acquired')).toHaveLength(1);
      expect(said.filter((a) => a === 'busy')).toHaveLength(CONTENDERS - 1);
      const winner = contenders[said.indexOf('acquired')];
      expect(readFileSync(path.join(dataDir, 'server.pid'), 'utf8')).toBe(String(winner?.pid));
    } finally {
      for (const child of contenders) child.stdin.end();
    }
  });

  it('refuses a second holder, takes over from a holder that died, and gives the folder back', () => {
    writeFileSync(path.join(dataDir, 'server.pid'), '999999');
    expect(dataDirHolder(dataDir)).toBeUndefined();
    const release = acquireDataDir(dataDir);
    expect(readFileSync(path.join(dataDir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    expect(() => acquireDataDir(dataDir)).toThrow(DataDirBusyError);
    release();
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  });
});
