import path from 'node:path';
import { commandArgs, commandEnv, typedPath } from '../../src/cli/command-env';
import { loadConfig, WORKSPACE_DIR } from '../../src/config';

describe('the environment of a shop command', () => {
  it('run through pnpm, opens the shop npm start serves unless DATA_DIR says otherwise', () => {
    const config = loadConfig(commandEnv({ INIT_CWD: '/home/owner' }));
    expect(config.dataDir).toBe(path.join(WORKSPACE_DIR, 'data'));
    expect(config.uploadDir).toBe(path.join(WORKSPACE_DIR, 'data', 'uploads'));
  });

  it('reads relative folders and files from where the command was typed', () => {
    const env = { INIT_CWD: '/home/owner', DATA_DIR: 'shop', UPLOAD_DIR: '../pictures' };
    const config = loadConfig(commandEnv(env));
    expect(config.dataDir).toBe('/home/owner/shop');
    expect(config.uploadDir).toBe('/home/pictures');
    expect(typedPath('backup.tar.gz', env)).toBe('/home/owner/backup.tar.gz');
    expect(typedPath('/srv/backup.tar.gz', env)).toBe('/srv/backup.tar.gz');
  });

  it('run without pnpm, reads the environment as the server does', () => {
    const env = { DATA_DIR: 'shop' };
    expect(commandEnv(env)).toBe(env);
  });

  it('takes the options after the `--` pnpm passes on', () => {
    expect(commandArgs(['--', '--to', 'x'])).toEqual(['--to', 'x']);
    expect(commandArgs(['--to', 'x'])).toEqual(['--to', 'x']);
  });
});
