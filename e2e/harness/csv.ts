/**
 * A CSV file read as a spreadsheet reads one (RFC 4180): fields separated by commas, rows by
 * CRLF or LF; a quoted field may hold commas, line breaks and doubled quotes. A byte-order mark
 * is taken off first, as Excel does. Strict: a stray quote inside an unquoted field, or a quoted
 * field never closed, throws, so a file a spreadsheet would misread fails the journey.
 */
export function readCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (field !== '' || wasQuoted)
        throw new Error(`a quote inside an unquoted field, row ${rows.length + 1}`);
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
      wasQuoted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      wasQuoted = false;
    } else {
      field += ch;
    }
  }
  if (quoted) throw new Error('a quoted field is never closed');
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The rows of a CSV file with a header row, as records keyed by the header's names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = readCsv(text);
  return rows.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])));
}

/**
 * The cells of a CSV file, or lines inside them, that a spreadsheet would evaluate as a formula:
 * starting (after any spaces) with =, +, - or @, or with a tab or a carriage return.
 */
export function formulaCells(text: string): string[] {
  return readCsv(text)
    .flat()
    .flatMap((cell) => cell.split(/\r\n|\r|\n/))
    .filter((line) => /^\s*[=+\-@]|^[\t\r]/.test(line));
}
