import { messages, type ErrorCode } from '@portal/contract';
import { env } from '@/config/env';
import { ApiError, apiHeaders } from '@/lib/api-client';
import { staffToken } from './staff-token';

/** Like the app's api client, with the fixed headers, but carrying the staff token instead of a cardholder's. */
export async function opsRequest<T>(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | undefined> } = {}): Promise<T> {
  const url = new URL(`${env.apiBase}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) if (value) url.searchParams.set(key, value);
  const headers = apiHeaders();
  delete headers.Authorization;
  const token = staffToken.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  } catch {
    throw new ApiError(0, 'NETWORK', messages.somethingWentWrong);
  }
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (json as { error?: { code: ErrorCode; message: string; fields?: Record<string, string[]> } } | undefined)?.error;
    // An expired or revoked staff session: forget it, the console shows its sign-in page.
    if (response.status === 401 && token) staffToken.clear();
    throw new ApiError(response.status, error?.code ?? 'INTERNAL', error?.message ?? messages.somethingWentWrong, error?.fields, json);
  }
  return json as T;
}
