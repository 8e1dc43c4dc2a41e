import { REFUSAL_CODES, type RefusalCode } from './constants';

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

const isRefusalCode = (value: unknown): value is RefusalCode =>
  (REFUSAL_CODES as readonly unknown[]).includes(value);

const isWait = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** A reply asked for as text (`responseType: 'text'`) arrives unparsed, its error body too. */
function parsedObject(text: string): object | undefined {
  if (!text.startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The server's error reply as far as it is one: its message, refusal code and wait. */
function serverReply(
  data: unknown,
): { message?: string } & Pick<ApiErrorDetails, 'refusal' | 'retryAfterSeconds'> {
  if (typeof data === 'string') {
    const body = parsedObject(data);
    if (body) return serverReply(body);
    return data.length > 0 && data.length < 500 ? { message: data } : {};
  }
  if (!data || typeof data !== 'object') return {};
  const { message, code, retry_after_seconds } = data as {
    message?: unknown;
    code?: unknown;
    retry_after_seconds?: unknown;
  };
  return {
    ...(typeof message === 'string' ? { message } : {}),
    ...(isRefusalCode(code) ? { refusal: code } : {}),
    ...(isWait(retry_after_seconds) ? { retryAfterSeconds: retry_after_seconds } : {}),
  };
}

interface ApiErrorDetails {
  /** The server's code for what it refused (`code` of the error reply), when it sent one. */
  refusal?: RefusalCode | undefined;
  /** Seconds the server asked to wait before trying again (`retry_after_seconds`), if it did. */
  retryAfterSeconds?: number | undefined;
  /** The HTTP client's own code for a failure on the way (`ERR_CANCELED`, `ECONNABORTED`, …). */
  networkCode?: string | undefined;
}

/**
 * Every failed call rejects with this: the server's message when it sent one
 * (`{statusCode, error, message, code?}`), otherwise the client's own (Network Error, timeout, …).
 */
export class ApiError extends Error {
  readonly refusal: RefusalCode | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly networkCode: string | undefined;

  constructor(
    message: string,
    /** HTTP status, or 0 when no reply arrived. */
    readonly status: number,
    { refusal, retryAfterSeconds, networkCode }: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.refusal = refusal;
    this.retryAfterSeconds = retryAfterSeconds;
    this.networkCode = networkCode;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (isHttpFailure(error)) {
      const status = error.response?.status ?? 0;
      const reply = serverReply(error.response?.data);
      return new ApiError(reply.message ?? error.message, status, {
        refusal: reply.refusal,
        retryAfterSeconds: reply.retryAfterSeconds,
        networkCode: error.code,
      });
    }
    return new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
}
