import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@poshak/shared-api/page';
import { SMS_LANGUAGES, type SmsLanguage } from '@poshak/shared-api/schemas';

const LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * The language a shopper's request was made in: the storefront's language cookie, which the
 * browser sends with the order as with every page. Null when they never chose one (their
 * messages are then in Bengali).
 */
export function shopperLanguage(request: FastifyRequest): SmsLanguage | null {
  const cookie = request.headers.cookie;
  const chosen = typeof cookie === 'string' ? LANGUAGE.exec(cookie)?.[1] : undefined;
  return SMS_LANGUAGES.find((language) => language === chosen) ?? null;
}
