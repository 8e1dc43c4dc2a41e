/** Text for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** JSON inside a `<script type="application/json">`: no `<` can end the tag early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface PageParts {
  lang?: string;
  /** Tags for the end of `<head>`. */
  head: string;
  /** Markup inside `#root` (a page the server drew). */
  root?: string;
  /** Tags right after `#root`. */
  tail?: string;
}

const ROOT = '<div id="root"></div>';

/**
 * The shell's built index.html with the page's parts put in. A template without the expected
 * places gets only what fits (the shell's page changed shape: it still works, just plainer).
 */
export function composePage(template: string, parts: PageParts): string {
  let html = template;
  if (parts.lang)
    html = html.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(parts.lang)}"`);
  html = html.replace('</head>', `${parts.head}</head>`);
  if (parts.root !== undefined || parts.tail) {
    html = html.replace(ROOT, `<div id="root">${parts.root ?? ''}</div>${parts.tail ?? ''}`);
  }
  return html;
}
