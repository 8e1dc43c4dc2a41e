import { ApiError } from '@poshak/shared-api';

/** A failure in words a person can act on: the server's message, or the client's own (Network Error, …). */
export function errorText(error: unknown): string {
  return ApiError.from(error).message;
}
