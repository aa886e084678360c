import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogFn = FastifyBaseLogger['info'];

// Query parameters that carry a secret (the concierge desk's user search sends its password in the URL).
const QUERY_SECRETS = /([?&](?:password|token|code|otp)=)[^&#]*/gi;
export const redactQuerySecrets = (url: string) => url.replace(QUERY_SECRETS, '$1[redacted]');

/**
 * One line per request, when it is answered, with what the two default lines ("incoming request", "request
 * completed") said between them: method, URL (the log redaction applies), status and time.
 */
export class OneLineRequestLog extends LogController {
  /**
   * `accessLog`: a logger on the same stream without the redaction paths, for the line of an answered request,
   * whose fields are known (the URL's secrets removed here): pino's redaction walked its wildcard paths on every
   * such line, a sixth of the CPU of a catalogue read.
   */
  constructor(private readonly accessLog?: Pick<FastifyBaseLogger, 'info'>) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: redactQuerySecrets(request.url),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (this.accessLog) this.accessLog.info({ reqId: request.id, ...line }, 'request completed');
    else reply.log.info(line, 'request completed');
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
