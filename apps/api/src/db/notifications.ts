import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** What a listener is told: each payload on its channel, and when it may have missed some. */
export interface NotificationHandlers {
  message(payload: string): void;
  /** The listening connection dropped (or came back): whatever the payloads would have said may be missed. */
  lost(): void;
}

export interface NotificationListener {
  /** False while the listening connection is away: nothing heard then can be relied on. */
  readonly live: boolean;
  /**
   * Resolves once this process has heard everything committed before the call (a marker sent after it comes
   * back in order), or after `timeoutMs`.
   */
  caughtUp(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const MARKER = 'caught-up:';

/**
 * LISTEN on a connection of its own (a pool's connections come and go), reconnecting after 1 s, then twice as
 * long each time up to 10 s, while the server is away.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
  notify: (payload: string) => Promise<unknown>,
): Promise<NotificationListener> {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retryMs = 1_000;
  const waiting = new Map<string, () => void>();

  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    const dropped = () => {
      if (client !== next) return;
      client = undefined;
      live = false;
      handlers.lost();
      if (!closed) setTimeout(reconnect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, 10_000);
    };
    next.on('error', dropped);
    next.on('end', dropped);
    next.on('notification', ({ payload = '' }) => {
      if (payload.startsWith(MARKER)) waiting.get(payload)?.();
      else handlers.message(payload);
    });
    client = next;
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    live = true;
    retryMs = 1_000;
    // Anything committed while no one listened was missed.
    handlers.lost();
  };
  const reconnect = () => {
    if (closed) return;
    connect().catch(() => {
      client?.end().catch(() => {});
    });
  };
  await connect();

  return {
    get live() {
      return live;
    },
    async caughtUp(timeoutMs = 2_000) {
      if (!live) return;
      const marker = `${MARKER}${randomUUID()}`;
      const heard = new Promise<void>((resolve) => {
        waiting.set(marker, resolve);
        setTimeout(resolve, timeoutMs).unref();
      });
      try {
        await notify(marker);
        await heard;
      } finally {
        waiting.delete(marker);
      }
    },
    async close() {
      closed = true;
      live = false;
      await client?.end().catch(() => {});
    },
  };
}
