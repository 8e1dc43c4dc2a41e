import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

describe('i18n dictionaries', () => {
  it.each(Object.keys(resources.en))(
    '%s: every English text has a non-empty Bengali translation',
    (ns) => {
      const en = leaves(resources.en[ns as keyof typeof resources.en] as Tree);
      const bn = leaves(resources.bn[ns as keyof typeof resources.bn] as Tree);
      expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of bn)
        expect({ key, text: text.trim() }).not.toEqual({ key, text: '' });
    },
  );

  it('keeps interpolation placeholders in both languages', () => {
    for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      const en = leaves(resources.en[ns] as Tree);
      const bn = leaves(resources.bn[ns] as Tree);
      for (const [key, text] of en) {
        const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
        expect({ key, placeholders: placeholders(bn.get(key) ?? '') }).toEqual({
          key,
          placeholders: placeholders(text),
        });
      }
    }
  });
});
