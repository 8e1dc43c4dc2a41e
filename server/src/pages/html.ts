/** Text for a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Text for an element's content (`<title>`). */
function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** JSON inside a `<script type="application/json">`: no `<` can end the tag early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface PageParts {
  lang?: string;
  /** The page's own `<title>` and description, in place of the shell's. */
  title?: string;
  description?: string;
  /** Tags for the start of `<head>` (after its charset), before the shell's own scripts. */
  headStart?: string;
  /** Tags for the end of `<head>`. */
  head: string;
  /** Markup inside `#root` (a page the server drew). */
  root?: string;
  /** Tags right after `#root`. */
  tail?: string;
}

const ROOT = '<div id="root"></div>';
/** Where `<head>` starts: its charset comes first, within the page's first bytes. */
const HEAD_START = /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/;

/**
 * The shell's built index.html with the page's parts put in. A template without the expected
 * places gets only what fits (the shell's page changed shape: it still works, just plainer).
 */
export function composePage(template: string, parts: PageParts): string {
  let html = template;
  if (parts.lang)
    html = html.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(parts.lang)}"`);
  let head = parts.head;
  if (parts.title !== undefined) {
    const title = `<title>${escapeText(parts.title)}</title>`;
    // A function, so a `$` in a product's name is not read as a replacement pattern.
    if (TITLE.test(html)) html = html.replace(TITLE, () => title);
    else head = title + head;
  }
  if (parts.description !== undefined) {
    const description = `<meta name="description" content="${escapeAttribute(parts.description)}">`;
    if (DESCRIPTION.test(html)) html = html.replace(DESCRIPTION, () => description);
    else head = description + head;
  }
  if (parts.headStart) {
    const start = parts.headStart;
    html = html.replace(HEAD_START, (opening) => `${opening}${start}`);
  }
  html = html.replace('</head>', () => `${head}</head>`);
  if (parts.root !== undefined || parts.tail) {
    html = html.replace(ROOT, () => `<div id="root">${parts.root ?? ''}</div>${parts.tail ?? ''}`);
  }
  return html;
}
