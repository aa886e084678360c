import { API_ID, shellMessages, type ErrorCode } from '@portal/contract';
import { env } from '@/config/env';
import { storage } from './storage';

/** A failed API call, carrying the server's typed error (code, message, field messages). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly body?: unknown,
    /** The answer's Retry-After in seconds, when it gave one (a locked mobile's code request). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Whose bearer token goes on each call: the cardholder's (local storage) or the ops console's own. */
  token: () => string | null;
  /** A 401 while a token was sent; the path is the one that failed. */
  onUnauthorized: (path: string) => void;
}

/** The server's typed error out of a failed response body. */
export function apiErrorOf(status: number, json: unknown, retryAfter?: string | null): ApiError {
  const error = (json as { error?: { code: ErrorCode; message: string; fields?: Record<string, string[]> } } | undefined)?.error;
  const seconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : undefined;
  return new ApiError(status, error?.code ?? 'INTERNAL', error?.message ?? shellMessages.somethingWentWrong, error?.fields, json, seconds);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Spec 01 §7 request rules, once: fixed headers on every call, a bearer token when one is held, 401 handling. */
export function createApiClient({ token, onUnauthorized }: ApiClientOptions) {
  const headers = (): Record<string, string> => {
    const result: Record<string, string> = { 'X-api-Id': API_ID, 'X-Client-Id': env.clientId, 'X-Project-Id': env.projectId };
    const held = token();
    if (held) result.Authorization = `Bearer ${held}`;
    return result;
  };
  const url = (path: string, query: RequestOptions['query'] = {}) => {
    const result = new URL(`${env.apiBase}${path}`, window.location.origin);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) result.searchParams.set(key, String(value));
    return result;
  };

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const sent = headers();
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      sent['Content-Type'] = 'application/json';
    }
    let response: Response;
    try {
      response = await fetch(url(path, options.query), {
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers: sent,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError(0, 'NETWORK', shellMessages.somethingWentWrong);
    }
    const text = await response.text();
    const json: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) {
      if (response.status === 401) onUnauthorized(path);
      else console.error(`API ${response.status} on ${path}`);
      throw apiErrorOf(response.status, json, response.headers.get('retry-after'));
    }
    return json as T;
  }

  /** A file the server serves only with the token (a calendar, an upload). */
  async function blob(path: string): Promise<Blob> {
    const response = await fetch(url(path), { headers: headers() });
    if (!response.ok) throw new ApiError(response.status, 'INTERNAL', shellMessages.somethingWentWrong);
    return response.blob();
  }

  return {
    request,
    blob,
    headers,
    url,
    get: <T>(path: string, query?: RequestOptions['query']) => request<T>(path, { query }),
    post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body: body ?? {} }),
    put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body: body ?? {} }),
    delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

let unauthorizedHandler: (path: string) => void = () => {};
/** The sign-in feature installs the spec's 401 rules here (spec 01 §8). */
export function setUnauthorizedHandler(handler: (path: string) => void) {
  unauthorizedHandler = handler;
}

/** The cardholder's client: the token sign-in stored. */
export const api = createApiClient({ token: () => storage.get('token'), onUnauthorized: (path) => unauthorizedHandler(path) });
export const apiRequest = api.request;
export const apiHeaders = api.headers;
