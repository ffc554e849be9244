import { type ApiError, messages } from '@circles/contracts';

/** A failed API call: the server's { message, code, fieldErrors } body, or a readable stand-in. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code?: string;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(
    status: number,
    message: string,
    details: { code?: string; fieldErrors?: Record<string, string[]>; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.status = status;
    this.code = details.code;
    this.fieldErrors = details.fieldErrors;
  }

  /** True when the request never reached the server (offline, DNS, refused connection). */
  get isNetworkError() {
    return this.status === 0;
  }
}

export const networkErrorCode = 'network_error';
/** The server answered with an error but no { message } body (a proxy page, an empty 502, ...). */
export const unexpectedResponseCode = 'unexpected_response';

/** The message to show for a failed call: the server's own text when it sent one, else the screen's fallback. */
export const getErrorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.code !== unexpectedResponseCode && error.message
    ? error.message
    : fallback;

/**
 * Anything with a zod-like `parse`, for a caller that checks an answer it cannot take on trust. Our own API's
 * answers are not parsed in the browser: the server's tests hold every answer to its contract schema
 * (apps/server/src/test/response-contracts.ts), and parsing here would put zod in every member page's first load
 * (docs/decisions/0096-responses-typed-not-parsed-in-the-browser.md).
 */
type ResponseParser<T> = { parse: (data: unknown) => T };

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parameters left out when undefined or null (a page parameter read back from a server-rendered document is null). */
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  schema?: ResponseParser<T>;
};

const apiBase = '/api';

/** How a request reaches the API: the browser's fetch, same origin, with the session cookie. */
type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * The server's renderer (entry-server.tsx) routes the loaders' calls to the API in-process, each with the
 * cookie of the visitor whose document it draws. Set once when the renderer loads; the browser never calls it.
 */
export const setApiTransport = (serverTransport: ApiTransport) => {
  transport = serverTransport;
};

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']) {
  const url = `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The shape of contracts' apiErrorSchema, checked by hand: every page loads this file, and the schema would bring
 * zod into the first download of pages that validate nothing.
 */
function isApiErrorBody(data: unknown): data is ApiError {
  if (typeof data !== 'object' || data === null) return false;
  const { message, code, fieldErrors } = data as Record<string, unknown>;
  if (typeof message !== 'string') return false;
  if (code !== undefined && typeof code !== 'string') return false;
  if (fieldErrors === undefined) return true;
  return (
    typeof fieldErrors === 'object' &&
    fieldErrors !== null &&
    Object.values(fieldErrors).every(
      (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
    )
  );
}

/** Reads asked again when the server says it is busy (503), before the caller sees the error (issue #37). */
export const busyReadRetries = 3;

/**
 * How long to wait before asking again (issue #57): never sooner than the server's Retry-After (up to 5 s), plus
 * "full jitter" over an exponential window (0.5, 1, 2 s for the first three tries): a crowd refused in the same
 * instant comes back spread over the window instead of all at once, which would only refuse it again.
 */
export function busyRetryDelay(retryAfter: string | null, attempt: number, random = Math.random) {
  const seconds = retryAfter === null || retryAfter.trim() === '' ? Number.NaN : Number(retryAfter);
  const floor = Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 5) * 1000 : 0;
  return floor + random() * Math.min(8_000, 500 * 2 ** attempt);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Calls our API with JSON in and out and the session cookie; throws ApiRequestError for any failure. A read (GET)
 * the server answers 503 is asked again with backoff; a write is not (it may not be safe to repeat): its error
 * carries the server's message for the member.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, signal, schema } = options;
  const url = buildUrl(path, query);
  let response: Response;
  try {
    for (let attempt = 0; ; attempt++) {
      response = await transport(url, {
        method,
        credentials: 'include',
        signal,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status !== 503 || method !== 'GET' || attempt >= busyReadRetries) break;
      await response.body?.cancel();
      await sleep(busyRetryDelay(response.headers.get('Retry-After'), attempt), signal);
    }
  } catch (error) {
    // An abort is the caller's own doing (react-query cancels); pass it through untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // fetch rejects only when no response arrived ('Failed to fetch', 'NetworkError when attempting...').
    throw new ApiRequestError(0, messages.backend.network, { code: networkErrorCode, cause: error });
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(data)) {
      const { message, code, fieldErrors } = data;
      throw new ApiRequestError(response.status, message, { code, fieldErrors });
    }
    throw new ApiRequestError(response.status, messages.backend.unexpected, { code: unexpectedResponseCode });
  }
  return schema ? schema.parse(data) : (data as T);
}

/**
 * Sends a file (media uploads: the raw bytes) or a multipart form with the session cookie, and parses the JSON
 * answer. A failure is an ApiRequestError with the server's message, or `failedMessage` when the server sent none or
 * the request never arrived.
 */
export async function apiUpload<T>(
  path: string,
  body: Blob | FormData,
  options: {
    method?: 'POST' | 'PUT';
    query?: ApiRequestOptions<T>['query'];
    failedMessage: string;
    schema?: ResponseParser<T>;
  },
): Promise<T> {
  // A form's type carries its boundary, which the browser writes itself.
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!(body instanceof FormData)) headers['Content-Type'] = body.type || 'application/octet-stream';
  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method: options.method ?? 'POST',
      credentials: 'include',
      headers,
      body,
    });
  } catch (error) {
    throw new ApiRequestError(0, options.failedMessage, { code: networkErrorCode, cause: error });
  }
  const data = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(data)) {
      const { message, code, fieldErrors } = data;
      throw new ApiRequestError(response.status, message, { code, fieldErrors });
    }
    throw new ApiRequestError(response.status, options.failedMessage);
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
