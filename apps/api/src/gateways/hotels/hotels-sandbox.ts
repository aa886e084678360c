import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../db/client.ts';
import { HOTEL_CONTENT_API } from './hotelbeds-content-schemas.ts';
import { HOTEL_API } from './hotelbeds-schemas.ts';
import { contentAnswer } from './sandbox-content.ts';
import { signatureIsValid } from './hotelbeds-signature.ts';
import { createSandboxSupplier, type Answer } from './sandbox-supplier.ts';

export type SandboxOperation = 'availability' | 'checkrate' | 'booking' | 'list' | 'detail' | 'cancel' | 'content';
/**
 * What a fault does to the next call of an operation: `timeout` never answers (nothing done); `5xx` answers 500
 * SYSTEM_ERROR (nothing done); `garbage` does the work, then answers an HTML error page with status 200; `late` does
 * the work and never answers; `lost` answers 504 at once and makes the booking only when `confirmLateBookings` runs.
 */
export type SandboxFault = 'timeout' | '5xx' | 'garbage' | 'late' | 'lost';

/** One call as the sandbox saw it (the schema test reads these). */
export interface SandboxExchange {
  operation: SandboxOperation | 'status' | 'unknown';
  method: string;
  path: string;
  query: Record<string, string>;
  signed: boolean;
  request: unknown;
  status: number;
  response: unknown;
}

export interface HotelsSandboxOptions {
  apiKey: string;
  secret: string;
  now?: () => Date;
}

/**
 * The hotel supplier's sandbox: an HTTP server on 127.0.0.1 speaking APItude's Hotel Booking API 1.0 (availability,
 * check-rate, booking confirmation, list, detail, cancellation; and the Content API the import reads; Api-key and X-Signature checked on every call) over
 * the made-up inventory of sandbox-hotels.ts. Its books are a table (every process sees them); a CheckRate locks its
 * price for 15 minutes by the injected clock. Tests and demos change a hotel's prices, refuse bookings, or make the
 * next call of an operation fail the ways a real supplier does.
 */
export async function startHotelsSandbox(db: Database, options: HotelsSandboxOptions) {
  const now = options.now ?? (() => new Date());
  const priceFactor = new Map<string, number>();
  const faults = new Map<SandboxOperation, SandboxFault[]>();
  const lostBookings: (() => Promise<void>)[] = [];
  const exchanges: SandboxExchange[] = [];
  let refusingBookings = false;
  const supplier = createSandboxSupplier(db, now, { priceFactor, refusing: () => refusingBookings });

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        text += chunk;
        if (text.length > 1_000_000) request.destroy(new Error('too large'));
      });
      request.on('end', () => resolve(text));
      request.on('error', reject);
    });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const query = Object.fromEntries(url.searchParams);
    const method = request.method ?? 'GET';
    const text = method === 'POST' ? await readBody(request) : '';
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const path = url.pathname;
    const reference = path.startsWith(`${HOTEL_API}/bookings/`)
      ? decodeURIComponent(path.slice(`${HOTEL_API}/bookings/`.length))
      : undefined;
    const operation: SandboxExchange['operation'] =
      path === `${HOTEL_API}/status` && method === 'GET'
        ? 'status'
        : path === `${HOTEL_API}/hotels` && method === 'POST'
          ? 'availability'
          : path === `${HOTEL_API}/checkrates` && method === 'POST'
            ? 'checkrate'
            : path === `${HOTEL_API}/bookings` && method === 'POST'
              ? 'booking'
              : path === `${HOTEL_API}/bookings` && method === 'GET'
                ? 'list'
                : reference && method === 'GET'
                  ? 'detail'
                  : reference && method === 'DELETE'
                    ? 'cancel'
                    : path.startsWith(`${HOTEL_CONTENT_API}/`) && method === 'GET'
                      ? 'content'
                      : 'unknown';
    const signed =
      request.headers['api-key'] === options.apiKey &&
      signatureIsValid(options.apiKey, options.secret, String(request.headers['x-signature'] ?? ''), now());
    const exchange: SandboxExchange = { operation, method, path, query, signed, request: body, status: 0, response: undefined };
    exchanges.push(exchange);
    if (exchanges.length > 500) exchanges.shift();
    const send = (answer: Answer) => {
      exchange.status = answer.status;
      exchange.response = answer.body;
      const isText = typeof answer.body === 'string';
      response.writeHead(answer.status, { 'content-type': isText ? 'text/html' : 'application/json' });
      response.end(isText ? answer.body : JSON.stringify(answer.body));
    };
    if (!signed) return send(supplier.error(401, 'AUTHENTICATION_ERROR', 'Request signature verification failed'));
    const fault = operation !== 'status' && operation !== 'unknown' ? faults.get(operation)?.shift() : undefined;
    if (fault === 'timeout') return; // never answered: the caller's timeout ends it
    if (fault === '5xx') return send(supplier.error(500, 'SYSTEM_ERROR', 'Internal system error.'));

    let answer: Answer;
    if (operation === 'status') answer = { status: 200, body: { auditData: supplier.auditData(), status: 'OK' } };
    else if (operation === 'availability') answer = supplier.availability(body);
    else if (operation === 'checkrate') answer = await supplier.checkRate(body);
    else if (operation === 'booking') {
      const prepared = await supplier.prepareBooking(body);
      if (typeof prepared !== 'function') answer = prepared;
      else if (fault === 'lost') {
        lostBookings.push(async () => void (await prepared()));
        return send(supplier.error(504, 'SYSTEM_ERROR', 'Gateway timeout.'));
      } else answer = await prepared();
    } else if (operation === 'list') answer = await supplier.list(query);
    else if (operation === 'detail') answer = await supplier.detail(reference!);
    else if (operation === 'cancel') answer = await supplier.cancel(reference!, query);
    else if (operation === 'content')
      answer = contentAnswer(path, query, supplier.auditData()) ?? supplier.error(404, 'INVALID_REQUEST', 'Unknown content type.');
    else answer = supplier.error(404, 'INVALID_REQUEST', 'Unknown operation.');

    if (fault === 'late') return; // done, but the answer never comes
    if (fault === 'garbage') return send({ status: 200, body: '<html><body>502 Bad Gateway</body></html>' });
    send(answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((err: unknown) => {
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 'SYSTEM_ERROR', message: String(err) } }));
      }
    });
  });
  // Exclusive: in a cluster worker a shared listen would be the primary's port, served round robin by every worker.
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey: options.apiKey,
    secret: options.secret,
    exchanges,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    /** Tests and demos: the hotel changes its prices (1.1 = 10% dearer). */
    setPriceFactor(hotelId: string, factor: number) {
      priceFactor.set(hotelId, factor);
    },
    /** Tests and demos: the supplier refuses to book (sold out meanwhile, an outage). */
    refuseBookings(refuse: boolean) {
      refusingBookings = refuse;
    },
    /** Tests: the next `times` calls of an operation fail this way. */
    failNext(operation: SandboxOperation, fault: SandboxFault, times = 1) {
      faults.set(operation, [...(faults.get(operation) ?? []), ...Array<SandboxFault>(times).fill(fault)]);
    },
    /** Tests: the bookings answered 504 (`lost`) are made now, as a supplier that confirms late would. */
    async confirmLateBookings() {
      for (const book of lostBookings.splice(0)) await book();
    },
    /** Tests: every booking the supplier holds (confirmed or cancelled). */
    async bookings() {
      return supplier.bookings();
    },
  };
}
export type HotelsSandbox = Awaited<ReturnType<typeof startHotelsSandbox>>;
