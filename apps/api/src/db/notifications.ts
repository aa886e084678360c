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
   * Resolves once every process listening on the channel has heard everything committed before the call, or
   * after `timeoutMs`: a marker is sent after it, and each listener answers the marker when it hears it
   * (notifications reach a listener in commit order, and it handles each as it reads it).
   */
  caughtUp(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const MARKER = 'caught-up:';
const ACK = 'heard:';

/**
 * LISTEN on a connection of its own (a pool's connections come and go), reconnecting after 1 s, then twice as
 * long each time up to 10 s, while the server is away.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
  /** Sends `payload` on the channel and answers how many connections named `listeners` are listening. */
  notify: (payload: string, listeners: string) => Promise<number>,
): Promise<NotificationListener> {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retryMs = 1_000;
  // Markers this process sent, with the answers still awaited.
  const waiting = new Map<string, { left: number; done: () => void }>();
  // Every listener connects under this name, so a sender can count the listeners it waits for.
  const applicationName = `portal-listen-${channel}`;

  const connect = async () => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000, application_name: applicationName });
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
      if (payload.startsWith(MARKER)) {
        next.query('select pg_notify($1, $2)', [channel, ACK + payload.slice(MARKER.length)]).catch(() => {});
      } else if (payload.startsWith(ACK)) {
        const marker = waiting.get(payload.slice(ACK.length));
        if (marker && --marker.left <= 0) marker.done();
      } else handlers.message(payload);
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
      const id = randomUUID();
      let done = () => {};
      const heard = new Promise<void>((resolve) => {
        done = resolve;
        setTimeout(resolve, timeoutMs).unref();
      });
      // Answers may come before the count does: it starts at zero and the count is added when known.
      const marker = { left: 0, done };
      waiting.set(id, marker);
      try {
        marker.left += await notify(MARKER + id, applicationName);
        if (marker.left <= 0) done();
        await heard;
      } finally {
        waiting.delete(id);
      }
    },
    async close() {
      closed = true;
      live = false;
      await client?.end().catch(() => {});
    },
  };
}
