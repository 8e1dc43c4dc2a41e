import { isMobile, mobileDigits } from '@poshak/shared-api/schemas';

/**
 * A shopper's number as logs and the outbox may show it: only its last 3 digits, enough for
 * staff to tell two messages apart and for nobody to call the shopper from a log.
 */
export function maskPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length <= 3 ? '***' : `${'*'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}

/** The number as both gateways take it (8801XXXXXXXXX), or null when it is no Bangladeshi mobile. */
export function gatewayNumber(phone: string): string | null {
  return isMobile(phone) ? `88${mobileDigits(phone)}` : null;
}
