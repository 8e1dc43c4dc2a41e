import { ApiError, type FeeStatus } from '@poshak/shared-api';

/**
 * The fee's state when the server refused a status move because the delivery fee paid in advance is
 * not verified yet (409 "… the delivery fee paid in advance is unverified; it must be verified
 * before …"), or null when the move was refused for another reason.
 */
export function feeRefusal(error: unknown): Exclude<FeeStatus, 'verified'> | null {
  const refusal = ApiError.from(error);
  return feeRefusalOf(refusal.status, refusal.message);
}

/** The same, from a refusal's status code and message (a bulk action's outcome for one order). */
export function feeRefusalOf(
  status: number | undefined,
  message: string,
): Exclude<FeeStatus, 'verified'> | null {
  if (status !== 409) return null;
  const found = /delivery fee paid in advance is (unverified|rejected)\b/.exec(message);
  return (found?.[1] as 'unverified' | 'rejected' | undefined) ?? null;
}
