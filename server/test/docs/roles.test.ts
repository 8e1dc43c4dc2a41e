import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatRolesDoc } from '../../tools/roles-doc';
import { build, type TestShop } from '../helpers/build';

describe('docs/roles.md', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await build('embedded');
  });
  afterAll(() => t.close());

  it('matches the access every route declares (regenerate: pnpm --filter @poshak/server docs:roles)', async () => {
    const file = path.join(__dirname, '../../../docs/roles.md');
    expect(readFileSync(file, 'utf8')).toBe(await formatRolesDoc(t.app.routeTable, file));
  });
});
