import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envSchema, loadConfig } from '../src/config';

const lines = readFileSync(path.resolve(__dirname, '../../.env.example'), 'utf8').split('\n');

/** `NAME=value`, and a commented-out `# NAME=value` too: either one names a variable. */
const ASSIGNMENT = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/;
const entries = lines.flatMap((line, index) => {
  const match = ASSIGNMENT.exec(line);
  return match
    ? [{ name: match[2] ?? '', value: match[3] ?? '', index, commented: Boolean(match[1]) }]
    : [];
});

describe('.env.example', () => {
  it("lists each variable of the server's configuration schema once, and nothing else", () => {
    // Read from the schema itself: a variable added to it without a line here fails this test.
    expect(entries.map((e) => e.name).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('says on the line above each variable what it is for', () => {
    for (const { name, index } of entries) {
      expect({ name, comment: lines[index - 1] }).toEqual({
        name,
        comment: expect.stringMatching(/^# \S/),
      });
    }
  });

  it('as it stands gives the same configuration as an empty environment (its defaults are right)', () => {
    const written = Object.fromEntries(
      entries.filter((e) => !e.commented).map((e) => [e.name, e.value]),
    );
    expect(loadConfig(written)).toEqual(loadConfig({}));
  });
});
