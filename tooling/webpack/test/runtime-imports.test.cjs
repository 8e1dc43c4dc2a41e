// Which imports of a source file run, as the TypeScript parser reads them.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { after, describe, it } = require('node:test');
const { reachesPackage, runtimeImports } = require('../src/runtime-imports.cjs');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-imports-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** @param {Record<string, string>} files */
function write(files) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

describe('runtimeImports', () => {
  it('lists value imports, side-effect imports, re-exports, import() and require()', () => {
    write({
      'values.tsx': [
        "import React from 'react';",
        "import { useState, type FC } from 'react-dom';",
        "import './styles.css';",
        "export { Button } from 'antd';",
        "export * from './local';",
        "const lazy = () => import('react-slick');",
        "const legacy = require('axios');",
        // The word `import` inside a string or a comment is no import.
        "const text = \"import x from 'nothing'\"; // import y from 'nothing-either'",
      ].join('\n'),
    });
    assert.deepEqual(runtimeImports(path.join(dir, 'values.tsx')), [
      'react',
      'react-dom',
      './styles.css',
      'antd',
      './local',
      'react-slick',
      'axios',
    ]);
  });

  it('leaves out imports and exports of types only', () => {
    write({
      'types.ts': [
        "import type { ThemeConfig } from 'antd';",
        "import { type FormProps, type InputProps } from 'antd/form';",
        "export type { TableProps } from 'antd/table';",
        "export { type ModalProps } from 'antd/modal';",
        'export const x: ThemeConfig = {};',
      ].join('\n'),
    });
    assert.deepEqual(runtimeImports(path.join(dir, 'types.ts')), []);
  });
});

describe('reachesPackage', () => {
  const isAntd = (specifier) => specifier === 'antd' || specifier.startsWith('antd/');

  it('follows relative imports inside the package, whatever extension or index file they name', () => {
    write({
      'entry.ts': "export { Page } from './page';",
      'page/index.tsx': "import { Table } from '../table';\nexport const Page = Table;",
      'table.tsx': "import { Table as AntTable } from 'antd';\nexport const Table = AntTable;",
    });
    assert.equal(reachesPackage(path.join(dir, 'entry.ts'), isAntd), true);
  });

  it('does not count a type-only import, nor a file that is never imported', () => {
    write({
      'theme.ts': "import type { ThemeConfig } from 'antd';\nexport const theme: ThemeConfig = {};",
      'unused.ts': "import 'antd';",
    });
    assert.equal(reachesPackage(path.join(dir, 'theme.ts'), isAntd), false);
  });
});
