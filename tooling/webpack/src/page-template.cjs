// @ts-check
/**
 * The one HTML page of every app: the shell's is the shop's page in production (the server writes
 * each page's language, first screen and data into it: keep `<html lang="…">`, `</head>` and the
 * empty `#root`), a remote's is its standalone page in `pnpm dev`. The page's own styles are what
 * the shell draws before any remote is there: its loading space, 404 and error messages.
 *
 * Used as html-webpack-plugin's `templateContent` with `templateParameters`: a template file would
 * be compiled by a child compiler of its own, into which Module Federation provides the shared
 * modules again (the dev build's "Multiple assets emit different content to the same filename").
 */

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @typedef {{ title: string, description: string, themeColor: string, noScript: string }} PageParameters
 */

/** The shop's values; an app may replace any of them. @type {PageParameters} */
const SHOP_PAGE = {
  title: 'Poshak',
  description: 'Poshak — clothing for every day, delivered across Bangladesh.',
  themeColor: '#b7410e',
  noScript: 'Poshak needs JavaScript to run.',
};

/**
 * The shop's mark (the header's "P" on the brand colour) as the tab's icon, inside the page: no
 * file to ask for, and no /favicon.ico that the server would answer with its 404 page.
 * @param {string} color
 */
const iconHref = (color) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${color}"/><text x="16" y="23" font-family="Georgia,serif" font-size="21" font-weight="700" fill="#fff" text-anchor="middle">P</text></svg>`,
  );

/** @param {PageParameters} parameters */
function pageTemplate({ title, description, themeColor, noScript }) {
  return /* HTML */ `<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="${escapeHtml(description)}" />
        <meta name="theme-color" content="${escapeHtml(themeColor)}" />
        <link rel="icon" href="${escapeHtml(iconHref(themeColor))}" />
        <title>${escapeHtml(title)}</title>
        <style>
          html,
          body {
            margin: 0;
          }
          body {
            font-family:
              'Hind Siliguri',
              'Noto Sans Bengali',
              system-ui,
              -apple-system,
              'Segoe UI',
              Roboto,
              sans-serif;
            color: #1f1f1f;
            background: #fff;
          }
          .shell-remote-loading {
            min-height: 100vh;
          }
          .shell-message {
            max-width: 560px;
            margin: 0 auto;
            padding: 15vh 16px 32px;
            text-align: center;
          }
          .shell-message h1 {
            font-size: 1.75rem;
            margin: 0 0 12px;
          }
          .shell-message p {
            margin: 0 0 24px;
            line-height: 1.5;
          }
          .shell-button {
            display: inline-block;
            padding: 8px 20px;
            border: 1px solid #b7410e;
            border-radius: 6px;
            background: #b7410e;
            color: #fff;
            font: inherit;
            text-decoration: none;
            cursor: pointer;
          }
          .shell-button:hover,
          .shell-button:focus-visible {
            background: #9a360b;
          }
          .shell-button:focus-visible {
            outline: 2px solid #1f1f1f;
            outline-offset: 2px;
          }
        </style>
      </head>
      <body>
        <noscript>${escapeHtml(noScript)}</noscript>
        <div id="root"></div>
      </body>
    </html> `;
}

/**
 * html-webpack-plugin options that make an app's page from the template.
 * @param {Partial<PageParameters>} [overrides]
 */
function pageOptions(overrides = {}) {
  return {
    templateParameters: { ...SHOP_PAGE, ...overrides },
    /** @param {PageParameters} parameters */
    templateContent: (parameters) => pageTemplate(parameters),
  };
}

module.exports = { pageOptions, pageTemplate };
