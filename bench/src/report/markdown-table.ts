/** The report's figures as it writes them, and its tables (GitHub's Markdown). */

export const n = (value: number) => Math.round(value).toLocaleString('en');
export const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
export const kb = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${(bytes / 1024).toFixed(1)} KB`;
export const pct = (ratio: number | null) => (ratio === null ? '—' : `${Math.round(ratio * 100)}%`);

/** A table, its first column left-aligned and the figures right-aligned. */
export function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map((h, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}
