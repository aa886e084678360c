import { hostname } from 'node:os';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { redactedLogPaths } from './redaction.ts';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogFn = FastifyBaseLogger['info'];

// Query parameters that carry a secret (the concierge desk's user search sends its password in the URL).
const QUERY_SECRETS = /([?&](?:password|token|code|otp)=)[^&#]*/gi;
// Most URLs carry no query: they skip the regular expression.
export const redactQuerySecrets = (url: string) => (url.includes('?') ? url.replace(QUERY_SECRETS, '$1[redacted]') : url);

/** Where the access line goes: the logger's own destination, and whether `info` lines are written at all. */
export interface AccessLogTarget {
  stream: { write(line: string): unknown };
  level: string;
}

const INFO = 30;
const levelValues: Record<string, number> = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10, silent: Infinity };

/**
 * The access line as one string, in the shape pino gives a line (`level`, `time`, `pid`, `hostname`, the fields,
 * `msg`), built by concatenation: no object, no spread, no pino formatting or redaction walk. `responseTime` is
 * kept to the microsecond (a float's 16 digits were a tenth of the line). Only the URL can hold characters JSON
 * must escape (the method is an HTTP token, the request id Fastify's or a header's: both quoted as JSON anyway).
 */
export function accessLineWriter(hostname: string, pid: number) {
  const base = `,"pid":${pid},"hostname":${JSON.stringify(hostname)},"reqId":`;
  return (reqId: string, method: string, url: string, statusCode: number, responseTime: number) =>
    `{"level":${INFO},"time":${Date.now()}${base}${JSON.stringify(reqId)},"method":${JSON.stringify(method)},"url":${JSON.stringify(
      redactQuerySecrets(url),
    )},"statusCode":${statusCode},"responseTime":${Math.round(responseTime * 1000) / 1000},"msg":"request completed"}\n`;
}

/**
 * One line per request, when it is answered, with what the two default lines ("incoming request", "request
 * completed") said between them: method, URL (the log redaction applies), status and time.
 */
export class OneLineRequestLog extends LogController {
  private readonly line: ReturnType<typeof accessLineWriter>;
  private readonly on: boolean;

  /**
   * `access`: the answered request's line is written straight to the logger's asynchronous destination as a
   * pre-built string (its fields are known, the URL's secrets removed here). Through pino it cost an object, a
   * spread, pino's serialisation and the redaction paths' walk on every request.
   */
  constructor(private readonly access?: AccessLogTarget) {
    super();
    this.line = accessLineWriter(hostname(), process.pid);
    this.on = access !== undefined && (levelValues[access.level] ?? INFO) <= INFO;
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) {
      const line = {
        method: request.method,
        url: redactQuerySecrets(request.url),
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      };
      reply.log.error({ ...line, err: error }, 'request errored');
    } else if (this.access) {
      if (this.on)
        this.access.stream.write(this.line(String(request.id), request.method, request.url, reply.statusCode, reply.elapsedTime));
    } else {
      reply.log.info(
        { method: request.method, url: redactQuerySecrets(request.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime },
        'request completed',
      );
    }
  }
}

const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type PinoLike = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that makes its pino child (bindings serialised and redacted) only when a line at an
 * enabled level is written. Fastify makes one per request, and most requests write no line at all (none
 * below warn in the benchmark, one in production), so making it up front was most of the logging cost.
 */
class LazyRequestLogger {
  // Put on the prototype below, one per level.
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
  ) {}

  get level() {
    return (this.made ?? this.parent).level;
  }
  set level(level: string) {
    this.real().level = level;
  }

  real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }
  write(level: (typeof levels)[number], args: unknown[]) {
    if (this.made) return void (this.made[level] as (...a: unknown[]) => void)(...args);
    if (!this.parent.isLevelEnabled(level)) return;
    const [first, ...rest] = args;
    // A line of fields (the access line is one per request) goes out through the parent with the bindings
    // merged in: the same line, without making a child logger for it.
    if (first !== null && typeof first === 'object' && !(first instanceof Error) && Object.getPrototypeOf(first) === Object.prototype) {
      (this.parent[level] as (...a: unknown[]) => void)({ ...this.bindings, ...first }, ...rest);
    } else (this.real()[level] as (...a: unknown[]) => void)(...args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.real().child(bindings, options);
  }
}
for (const level of levels) {
  LazyRequestLogger.prototype[level] = function (this: LazyRequestLogger, ...args: unknown[]) {
    this.write(level, args);
  } as LogFn;
}

export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  // A route with its own log level needs the real child at once.
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new LazyRequestLogger(logger as PinoLike, bindings) as unknown as FastifyBaseLogger;
};

/**
 * Fastify's logging options as the portal sets them: pino at `level` with the secret paths redacted, one access line
 * per answered request, request loggers made only when a line is written; all of it to `stream`. The benchmark's
 * framework floor (bench/fastify-floor.mjs) is started with the same options.
 */
export function requestLogging(stream: AccessLogTarget['stream'], level: string) {
  return {
    logger: { level, redact: { paths: redactedLogPaths, censor: '[redacted]' }, stream },
    logController: new OneLineRequestLog({ stream, level }),
    childLoggerFactory: lazyChildLogger,
  };
}
