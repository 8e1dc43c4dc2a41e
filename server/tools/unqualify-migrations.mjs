// drizzle-kit writes `"public".` before every referenced table and sequence. The shop's tables
// live in whatever schema the connection's search_path names first (tests give each file its
// own schema), so the committed migrations must not pin them to `public`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('../drizzle/', import.meta.url).pathname;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = before.replaceAll('"public".', '');
  if (after !== before) {
    writeFileSync(path, after);
    console.log(`unqualified ${file}`);
  }
}
