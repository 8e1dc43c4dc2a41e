/** A CSV text as rows of fields (RFC 4180: quoted fields may hold commas, quotes and newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/**
 * The cells of a CSV text, or lines inside them, that a spreadsheet would evaluate as a formula
 * (starting, after any spaces, with = + - @, or with a tab or a carriage return); none should be.
 */
export function evaluatedCells(text: string): string[] {
  return parseCsv(text.replace(/^\uFEFF/, ''))
    .flat()
    .flatMap((cell) => cell.split(/\r\n|\r|\n/))
    .filter((line) => /^\s*[=+\-@]|^[\t\r]/.test(line));
}
