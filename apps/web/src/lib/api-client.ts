import { API_ID, messages, type ErrorCode } from '@portal/contract';
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
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedHandler = (path: string) => void;
let onUnauthorized: UnauthorizedHandler = () => {};
/** The sign-in feature installs the spec's 401 rules here (spec 01 §8). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) { onUnauthorized = handler; }

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

/** Spec 01 §7 request rules: fixed headers on every call, a bearer token when one is stored. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'X-api-Id': API_ID, 'X-Client-Id': env.clientId, 'X-Project-Id': env.projectId };
  const token = storage.get('token');
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`${env.apiBase}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const headers = apiHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) { body = JSON.stringify(options.body); headers['Content-Type'] = 'application/json'; }

  let response: Response;
  try {
    response = await fetch(url, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', messages.somethingWentWrong);
  }
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (json as { error?: { code: ErrorCode; message: string; fields?: Record<string, string[]> } } | undefined)?.error;
    if (response.status === 401) onUnauthorized(path);
    else console.error(`API ${response.status} on ${path}`);
    throw new ApiError(response.status, error?.code ?? 'INTERNAL', error?.message ?? messages.somethingWentWrong, error?.fields, json);
  }
  return json as T;
}

function safeJson(text: string): unknown {
  try { return JSON.parse(text); } catch { return undefined; }
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query']) => apiRequest<T>(path, { query }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
