import { LANGUAGE_PARAMETER, LANGUAGES } from '@poshak/shared-api/page';
import { xml } from '../../lib/xml';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A page's address in a language (`?lang=`), or without one: the reader's cookie decides. */
function addressIn(origin: string, page: string, language?: string): string {
  const [path = '', query = ''] = page.split('?');
  const params = new URLSearchParams(query);
  if (language) params.set(LANGUAGE_PARAMETER, language);
  const search = params.toString();
  return `${origin}${path}${search ? `?${search}` : ''}`;
}

/**
 * One `<url>` per language of each page, each naming all of them as alternates (and the address
 * without a language as `x-default`), as search engines ask of pages in several languages.
 */
export function sitemapPage(origin: string, pages: readonly string[]): string {
  const urls: string[] = [];
  for (const page of pages) {
    const alternates =
      LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${xml(addressIn(origin, page, language))}"/>`,
      ).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(addressIn(origin, page))}"/>`;
    for (const language of LANGUAGES) {
      urls.push(`<url><loc>${xml(addressIn(origin, page, language))}</loc>${alternates}</url>`);
    }
  }
  return (
    HEAD +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** The index of a sitemap written in several files (each at most 50,000 addresses). */
export function sitemapIndex(locations: readonly string[]): string {
  return (
    HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    locations.map((location) => `<sitemap><loc>${xml(location)}</loc></sitemap>`).join('\n') +
    '\n</sitemapindex>\n'
  );
}

/** Where crawlers may go: the storefront; not the back-office, the API, or a shopper's cart. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    // A shopper's own pages: nothing on them is the shop's to list.
    'Disallow: /cart',
    'Disallow: /checkout/',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
