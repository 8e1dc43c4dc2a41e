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

/** The names interpolated, with or without a format (`{{count, number}}` is `count`). */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort();

/**
 * The checks every namespace's texts pass: Bengali has exactly the English keys, none empty, and
 * each text keeps the English placeholders (a lost `{{noun}}` would print a blank).
 */
export function describeDictionaries(namespace: string, texts: { en: object; bn: object }) {
  describe(`${namespace} texts`, () => {
    const en = leaves(texts.en as Tree);
    const bn = leaves(texts.bn as Tree);

    it('every English text has a non-empty Bengali translation', () => {
      expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of bn)
        expect({ key, text: text.trim() }).not.toEqual({ key, text: '' });
    });

    it('keeps interpolation placeholders in both languages', () => {
      for (const [key, text] of en)
        expect({ key, placeholders: placeholders(bn.get(key) ?? '') }).toEqual({
          key,
          placeholders: placeholders(text),
        });
    });
  });
}
