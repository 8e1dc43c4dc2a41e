/**
 * What the server puts into the shop's page, and what the page's apps read from it. Plain
 * constants and types: the shell imports this on its first page.
 */

/** The remotes' runtime config (`{"remotes":[{"name","entry"}]}`), inlined into every page. */
export const REMOTE_CONFIG_ELEMENT_ID = 'poshak-remotes';
/** The same config as a file, for pages that do not carry it (the shell's dev server). */
export const REMOTE_CONFIG_URL = '/mf-config.json';

/** The shop's languages; the first is a page's when its reader has chosen none. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
/**
 * The reader's language as a cookie: the one part of a request a drawn page depends on, so the
 * server keys its drawn pages by it and the remote's renderer draws in it.
 */
export const LANGUAGE_COOKIE = 'poshak_language';
/**
 * A page's address may name its language (`/productdetails/12?lang=bn`): a shared link and a
 * search engine's listing then open the page in that language whatever the reader's cookie says,
 * and the server answers with the cookie set to it, so the browser adopts the page as drawn.
 */
export const LANGUAGE_PARAMETER = 'lang';

export interface RemoteConfig {
  remotes: { name: string; entry: string }[];
}

/**
 * The contract between the server and a remote's server-render bundle (`dist/server/render-page.js`,
 * CommonJS, exporting `createPageRenderer`): the server hands it a way to call the API in-process
 * and asks it for the first screen of a page; the remote decides which pages it renders, what data
 * they need and how that data reaches the browser.
 */
export interface ApiReply {
  status: number;
  body: string;
}

/** A GET of an `/api/…` URL answered by the server itself, without a network hop. */
export type ServerApi = (url: string) => Promise<ApiReply>;

export interface PageRequest {
  /** Path and query of the page, e.g. `/productdetails/12?x=1`. */
  url: string;
  /** The request's Cookie header (the reader's language is kept there). */
  cookie?: string;
  /** The language the page's address names (`?lang=`), which wins over the cookie's. */
  language?: Language;
  /** The shop's public origin (`https://shop.example.com`): links shared out of the page are absolute. */
  origin?: string;
}

/** What a page says of itself to search engines and to the apps a link is shared in. */
export interface PageSummary {
  /** For `<title>`. */
  title: string;
  /** For `<meta name="description">`. */
  description: string;
  /** Tags for `<head>`: Open Graph and Twitter cards, canonical and alternate links, JSON-LD. */
  tags: string;
}

export interface RenderedPage {
  /** For `<html lang>`. */
  lang: string;
  /** Tags for `<head>` that the markup needs at its first paint (its components' styles). */
  head?: string;
  /** The page's markup, to go inside the shell's `#root`. */
  root: string;
  /** Tags to follow `#root`: the data the page was rendered from, for the browser to start with. */
  tail: string;
  /** The HTTP status when not 200: 404 for a product that does not exist. */
  status?: number;
  /** Its title, description and link preview; absent: the shell's own. */
  summary?: PageSummary;
}

export interface PageRenderer {
  /** The page's first screen, or null when this remote does not render that URL on the server. */
  render(request: PageRequest): Promise<RenderedPage | null>;
}

export type CreatePageRenderer = (options: { api: ServerApi }) => PageRenderer;

/**
 * The module a remote's server-render bundle is (what the server `require`s): the server's half
 * of the contract between the shop and a remote, whole in `@poshak/shared-ui/remote-contract`.
 */
export interface RemoteServerModule {
  createPageRenderer: CreatePageRenderer;
}
