import { ApiError, type FeeStatus, type RefusalCode } from '@poshak/shared-api';

/** The fee's state each fee-check refusal of a status move names. */
const FEE_REFUSALS: Partial<Record<RefusalCode, Exclude<FeeStatus, 'verified'>>> = {
  fee_unverified: 'unverified',
  fee_rejected: 'rejected',
};

/**
 * The fee's state when the server refused a status move because the delivery fee paid in advance is
 * not verified yet (409 `fee_unverified` or `fee_rejected`), or null when the move was refused for
 * another reason.
 */
export function feeRefusal(error: unknown): Exclude<FeeStatus, 'verified'> | null {
  return feeRefusalOf(ApiError.from(error).refusal);
}

/** The same, from a refusal's code (a bulk action's outcome for one order carries it too). */
export function feeRefusalOf(code: RefusalCode | undefined): Exclude<FeeStatus, 'verified'> | null {
  return (code && FEE_REFUSALS[code]) ?? null;
}
