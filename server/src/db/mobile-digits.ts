import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * A phone column's mobile number in SQL, as `mobileDigits` (@poshak/shared-api/schemas) gives it
 * in JavaScript: its last 11 digits, however it was typed. The index customers_mobile_digits is
 * on this expression, so a query must write it exactly so to use it.
 */
export const mobileDigitsSql = (column: SQLWrapper) =>
  sql`right(regexp_replace(${column}, '\\D', '', 'g'), 11)`;
