/** What the API client's failures look like: axios marks its errors with `isAxiosError`. */
interface HttpFailure {
  isAxiosError: true;
  message: string;
  code?: string;
  response?: { status: number; data: unknown };
}

function isHttpFailure(error: unknown): error is HttpFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/**
 * Every failed call rejects with this: the server's message when it sent one
 * (`{statusCode, error, message}`), otherwise the client's own (Network Error, timeout, …).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when no reply arrived. */
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (isHttpFailure(error)) {
      const status = error.response?.status ?? 0;
      const data: unknown = error.response?.data;
      const serverMessage =
        data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
          ? data.message
          : typeof data === 'string' && data.length > 0 && data.length < 500
            ? data
            : undefined;
      return new ApiError(serverMessage ?? error.message, status, error.code);
    }
    return new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
}
