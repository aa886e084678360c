/**
 * A fetch double at the network boundary: answers by method and path (the query is recorded, not matched),
 * records every request, and refuses (and reports, see setup.ts) any request no route expects.
 *
 *   const api = stubFetch({
 *     'GET /api/customer/bins/validate': reply(200, { data: { ... } }),
 *     'POST /api/customer/users/:id/otps': [reply(429, ...), reply(200, { success: true })], // one per call, the last repeats
 *     'POST /api/ops/sign-in': (request) => reply(request.body.password === 'x' ? 200 : 401, ...),
 *   });
 *   expect(api.requests('GET /api/customer/bins/validate')[0]?.url.searchParams.get('bin')).toBe('12345678');
 */
import { messages } from '@portal/contract';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  /** The JSON body parsed, FormData as is, else the text; undefined when there was none. */
  body: unknown;
  headers: Headers;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** Response headers beside Content-Type (a 423's Retry-After). */
  headers?: Record<string, string>;
}
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;
export type Answer = Reply | Reply[] | Handler;

export const reply = (status: number, body?: unknown): Reply => ({ status, body });
/** The API's error shape (apps/api: `{ error: { code, message, fields? } }`); `fields`: a validation failure's messages per field. */
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string[]>): Reply =>
  reply(status, { error: { code, message, ...(fields && { fields }) } });
/** The API's 422 for a body its schema refuses: the contract's words, and each refused field's problems. */
export const validationError = (fields: Record<string, string[]>): Reply => apiError(422, 'VALIDATION', messages.requestInvalid, fields);

export interface FetchDouble {
  /** Every request, in order. */
  readonly calls: RecordedRequest[];
  /** The requests one route (`'METHOD /path/:param'`) answered. */
  requests: (route: string) => RecordedRequest[];
  /** Requests no route expected (each was refused with a network error). */
  readonly unexpected: string[];
}

const active = new Set<FetchDouble>();
/** For setup.ts: the doubles of the test that just ran, then forgets them. */
export function takeActiveDoubles(): FetchDouble[] {
  const doubles = [...active];
  active.clear();
  return doubles;
}

const toRegExp = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );

async function readBody(init: RequestInit | undefined): Promise<unknown> {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (body instanceof FormData) return body;
  const text = typeof body === 'string' ? body : await new Response(body).text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function stubFetch(routes: Record<string, Answer>): FetchDouble {
  const table = Object.entries(routes).map(([route, answer]) => {
    const [method, path] = route.split(' ') as [string, string];
    return { route, method: method.toUpperCase(), pattern: toRegExp(path), answer, served: 0 };
  });
  const calls: RecordedRequest[] = [];
  const unexpected: string[] = [];
  const double: FetchDouble = {
    calls,
    unexpected,
    requests: (route) => {
      const entry = table.find((e) => e.route === route);
      if (!entry) throw new Error(`No route ${route} in this fetch double`);
      return calls.filter((call) => call.method === entry.method && entry.pattern.test(call.url.pathname));
    },
  };
  active.add(double);

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const request: RecordedRequest = { method, url, body: await readBody(init), headers: new Headers(init?.headers) };
    calls.push(request);
    const entry = table.find((e) => e.method === method && e.pattern.test(url.pathname));
    if (!entry) {
      unexpected.push(`${method} ${url.pathname}${url.search}`);
      throw new TypeError(`Failed to fetch (the fetch double has no route for ${method} ${url.pathname})`);
    }
    const { answer } = entry;
    const index = entry.served++;
    const chosen =
      typeof answer === 'function' ? await answer(request) : Array.isArray(answer) ? answer[Math.min(index, answer.length - 1)]! : answer;
    const text = chosen.body === undefined ? null : JSON.stringify(chosen.body);
    return new Response(chosen.status === 204 ? null : text, {
      status: chosen.status,
      headers: { 'Content-Type': 'application/json', ...chosen.headers },
    });
  });
  return double;
}
