import { DEFAULT_LANGUAGE } from '@kedai/contracts';
import type { ApiErrorBody, ErrorParams, FieldError } from '@/types/api';
import { currentLanguage, i18n } from '@/lib/i18n/i18n';
import { clearSession, getToken } from './auth-storage';

/**
 * The one way the frontend talks to the REST API: base `/api`, JSON, bearer
 * token from the stored session, 60 s timeout, and up to 3 retries 1 s apart for idempotent requests
 * that failed on the network or with 502/503/504. POST and PATCH are never retried.
 */

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 60_000;
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 1_000;

export const NETWORK_ERROR_MESSAGE = 'Network error - check connection';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * What a 401 does:
 * - `redirect` (default): clear the session and send the user to /login?redirect=<here>;
 * - `clear`: clear the session only (the start-up session refresh);
 * - `ignore`: nothing (login, register, admin login and logout, where 401 is an answer, not an expiry).
 */
export type UnauthorizedMode = 'redirect' | 'clear' | 'ignore';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData goes as multipart with the browser's own content type. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onUnauthorized?: UnauthorizedMode;
  timeoutMs?: number;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errors?: FieldError[];
  /** The message's variable parts (a product's name, units left), to word it in another language. */
  readonly params?: ErrorParams;

  constructor(init: { status: number; message: string; code?: string; errors?: FieldError[]; params?: ErrorParams }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.params = init.params;
  }

  /** True when the request never got an HTTP answer (offline, DNS, refused, timeout). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The message to show for anything a request threw: in English the server's words (or `fallback`); in another
 * language their translation from the `errors` catalogue when it has one, else the same English words.
 */
export function errorMessage(error: unknown, fallback = FALLBACK_MESSAGE): string {
  const english = error instanceof Error && error.message ? error.message : fallback;
  if (currentLanguage() === DEFAULT_LANGUAGE) return english;
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  const params = error instanceof ApiError ? error.params : undefined;
  return translatedError(english, typeof code === 'string' ? code : undefined, params) ?? english;
}

/** A discount code refused by the server (`discount_<reason>`, docs/product/discounts.md). */
export const isDiscountRefusal = (error: unknown): boolean =>
  error instanceof ApiError && typeof error.code === 'string' && error.code.startsWith('discount_');

type UnauthorizedHandler = () => void;

let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app decides where a 401 leads (it owns the router); returns a function that unregisters it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
}

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  if (isErrorBody(body)) {
    return new ApiError({
      status,
      message: body.message,
      code: body.code,
      errors: Array.isArray(body.errors) ? body.errors : undefined,
      params: isErrorParams(body.params) ? body.params : undefined,
    });
  }
  return new ApiError({ status, message: statusText || `Request failed with status ${status}` });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface Answer {
  response: Response;
  body: unknown;
}

/** One attempt: fetch and read the body under a timeout, also stopping if the caller aborts. */
async function send(url: string, init: RequestInit, timeoutMs: number, outer?: AbortSignal): Promise<Answer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) forwardAbort();
  else outer?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return { response, body: await readBody(response) };
  } catch (error) {
    if (outer?.aborted) throw error;
    if (timedOut) throw new ApiError({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE });
    throw new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forwardAbort);
  }
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function handleUnauthorized(mode: UnauthorizedMode, sentToken: string | null): void {
  if (mode === 'ignore') return;
  // A newer session began while this request was in flight: its 401 says nothing about that session.
  if (getToken() !== sentToken) return;
  clearSession();
  if (mode === 'redirect') unauthorizedHandler?.();
}

function shouldRetry(method: HttpMethod, attempt: number, error: ApiError): boolean {
  if (!IDEMPOTENT_METHODS.has(method) || attempt >= MAX_RETRIES) return false;
  return error.code === 'network_error' || RETRYABLE_STATUSES.has(error.status);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const init: RequestInit = { method, headers, body, credentials: 'include' };

  for (let attempt = 0; ; attempt += 1) {
    let error: ApiError;
    try {
      const { response, body: data } = await send(url, init, options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.signal);
      if (response.ok) return data as T;
      error = toApiError(response.status, data, response.statusText);
    } catch (thrown) {
      if (!(thrown instanceof ApiError)) throw thrown;
      error = thrown;
    }
    if (shouldRetry(method, attempt, error)) {
      await wait(RETRY_DELAY_MS, options.signal);
      continue;
    }
    if (error.status === 401) handleUnauthorized(options.onUnauthorized ?? 'redirect', token);
    throw error;
  }
}

type MethodOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: MethodOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: MethodOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, or null while the browser does not know the total. */
  percent: number | null;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The bearer token to send instead of the login's (a guest's visitor token, for the chat widget). */
  token?: string | null;
  /** What a 401 does (default: redirect to the login, as for apiRequest). */
  onUnauthorized?: UnauthorizedMode;
}

/** What an upload's failure says, in the words of the admin's upload test (docs/product/rules.md#error-messages). */
export const UPLOAD_MESSAGES = {
  timeout: 'Upload timeout',
  tooLarge: 'File too large',
  notFound: 'Server endpoint not found',
  serverError: 'Server error',
  failed: 'Upload failed',
} as const;

/** The client's own texts (their keys in the `errors` catalogue). */
const CLIENT_TEXT_KEYS: ReadonlyMap<string, string> = new Map([
  [NETWORK_ERROR_MESSAGE, 'network_error'],
  [TIMEOUT_MESSAGE, 'timeout'],
  [FALLBACK_MESSAGE, 'fallback'],
  [UPLOAD_MESSAGES.timeout, 'upload_timeout'],
  [UPLOAD_MESSAGES.tooLarge, 'upload_too_large'],
  [UPLOAD_MESSAGES.notFound, 'upload_not_found'],
  [UPLOAD_MESSAGES.serverError, 'upload_server_error'],
  [UPLOAD_MESSAGES.failed, 'upload_failed'],
]);

type Catalogue = Record<string, string | undefined>;

/**
 * The current language's text for an English error text: a server text by its code (the key is the code, or
 * `code__variant` when one code has several texts), a client text by its words. Only the exact English text
 * of a key is translated: a message with variable parts (a product name, units left) when the server sent them
 * as `params` and the key's English filled in with them is that message; a text the server has since reworded
 * stays as the server sent it. Undefined until the catalogue has loaded (loadErrorTexts).
 */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

function translatedError(english: string, code: string | undefined, params?: ErrorParams): string | undefined {
  const source = i18n.getResourceBundle(DEFAULT_LANGUAGE, 'errors') as Catalogue | undefined;
  const target = i18n.getResourceBundle(currentLanguage(), 'errors') as Catalogue | undefined;
  if (!source || !target) return undefined;
  // With params, a key matches when its English filled in with them is the server's sentence.
  const inLanguage = (key: string, lng: string) =>
    params ? i18n.t(key as never, { ns: 'errors', lng, ...params }) : (lng === DEFAULT_LANGUAGE ? source : target)[key];
  // A plural's forms (`_one`, `_other`) are one key to i18next, which picks the form by the `count` param.
  const keys = [...new Set(Object.keys(source).map((key) => key.replace(PLURAL_FORM, '')))];
  const key =
    (code &&
      keys.find(
        (candidate) =>
          (candidate === code || candidate.startsWith(`${code}__`)) &&
          inLanguage(candidate, DEFAULT_LANGUAGE) === english,
      )) ||
    CLIENT_TEXT_KEYS.get(english);
  if (!key) return undefined;
  return code && key.split('__')[0] === code ? inLanguage(key, currentLanguage()) : target[key];
}

function isErrorParams(value: unknown): value is ErrorParams {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.values(value).every((part) => typeof part === 'string' || typeof part === 'number')
  );
}

function uploadError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) return toApiError(status, body, '');
  if (status === 413) return new ApiError({ status, code: 'file_too_large', message: UPLOAD_MESSAGES.tooLarge });
  if (status === 404) return new ApiError({ status, message: UPLOAD_MESSAGES.notFound });
  if (status >= 500) return new ApiError({ status, message: UPLOAD_MESSAGES.serverError });
  return new ApiError({ status, message: UPLOAD_MESSAGES.failed });
}

function parseXhrBody(xhr: XMLHttpRequest): unknown {
  if (!xhr.responseText) return undefined;
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return xhr.responseText;
  }
}

/**
 * POST multipart form data with upload progress (fetch cannot report it, XMLHttpRequest can), with the
 * same base, bearer token, error shape and 401 handling as apiRequest. Never retried.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const token = options.token ?? getToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * 100) : null,
      });
    };
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = (action: () => void) => {
      options.signal?.removeEventListener('abort', onAbort);
      action();
    };
    xhr.onload = () =>
      settle(() => {
        const body = parseXhrBody(xhr);
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve(body as T);
          return;
        }
        if (xhr.status === 401) handleUnauthorized(options.onUnauthorized ?? 'redirect', token);
        reject(uploadError(xhr.status, body));
      });
    xhr.onerror = () =>
      settle(() => reject(new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE })));
    xhr.ontimeout = () =>
      settle(() => reject(new ApiError({ status: 0, code: 'timeout', message: UPLOAD_MESSAGES.timeout })));
    xhr.onabort = () => settle(() => reject(options.signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    if (options.signal?.aborted) {
      xhr.abort();
      return;
    }
    xhr.send(form);
  });
}
