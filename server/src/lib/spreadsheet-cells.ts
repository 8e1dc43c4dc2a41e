/**
 * A line a spreadsheet would read as a formula: one starting (after any spaces) with `=`, `+`,
 * `-` or `@`, or with a tab or carriage return (Excel and LibreOffice skip those and evaluate
 * what follows).
 */
const EVALUATED_LINE = /(^|\r\n|\r|\n)(?=[ \t\r]*[=+\-@]|\t|\r)/g;

/**
 * A text cell of an export as text a spreadsheet shows and never evaluates: an apostrophe before
 * every line that would be read as a formula (OWASP's advice for CSV injection). Every line, not
 * only the first: a program that splits the file's lines itself, or a cell pasted line by line,
 * starts a new cell at each. Anything else (Bengali included) is left as it is; numbers are
 * written as numbers and never pass here.
 */
export function spreadsheetText(value: string): string {
  return value.replace(EVALUATED_LINE, "$1'");
}
