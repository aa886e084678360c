import { protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

// Beyond this many distinct parameterised statements, new ones take PGlite's own path: a bound on memory.
const MAX_NAMED_STATEMENTS = 1_000;
// A group's first caller waits for the whole group: this bounds that wait (64 short statements are ~12 ms).
const MAX_GROUP = 64;
// Taken at load: a test that fakes the clock must not stop the database.
const afterThisTurnsIo = setImmediate;

/** The part of PGlite that drizzle's driver calls. */
export interface PgliteDriverClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Closes PGlite once the statements already asked for have run. */
  close(): Promise<void>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Field = { name: string; dataTypeID: number };

const affectedBy = (tag: string) => {
  const [command, second, third] = tag.split(' ');
  if (command === 'INSERT') return Number(third);
  return command === 'UPDATE' || command === 'DELETE' || command === 'MERGE' || command === 'COPY' ? Number(second) : 0;
};

/**
 * The statement's result as PGlite's parser makes it (rows, fields, affectedRows; a row an array or an object
 * by `rowMode`), without its copy of the whole parser table into every result.
 */
function resultOf<T>(
  messages: BackendMessage[],
  clientParsers: PGlite['parsers'],
  options: QueryOptions | undefined,
  described: Field[] = [],
): Results<T> {
  // PGlite's table starts as a copy of its default parsers, with the catalogue's array types added.
  const parserFor = (oid: number) => options?.parsers?.[oid] ?? clientParsers[oid];
  let fields = described;
  const rows: unknown[] = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as unknown as { fields: Field[] }).fields.map(({ name, dataTypeID }) => ({ name, dataTypeID }));
    } else if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: (string | null)[] }).fields.map((value, index) => {
        const oid = fields[index]!.dataTypeID;
        const parser = value === null ? undefined : parserFor(oid);
        return parser ? parser(value!, oid) : value;
      });
      rows.push(options?.rowMode === 'array' ? values : Object.fromEntries(values.map((value, index) => [fields[index]!.name, value])));
    } else if (message.name === 'commandComplete') {
      return { rows, fields, affectedRows: affectedBy((message as unknown as { text: string }).text) } as Results<T>;
    }
  }
  return { rows: [], fields: [], affectedRows: 0 } as Results<T>;
}

/**
 * PGlite's own `query` calls into its engine six times per statement (parse, describe, bind, describe, execute,
 * sync) and parses and plans the text every time. This client sends each statement as one batch of protocol
 * messages, and parses each parameterised statement once under a name (its parameter and column types learnt
 * then), as node-postgres does with named statements on a server. Answers are PGlite's (its protocol parser,
 * its type parsers, the caller's options) and statements run under PGlite's own locks. Decision 009.
 */
export function batchedPglite(client: PGlite, stats: { roundTrips: number } = { roundTrips: 0 }): PgliteDriverClient {
  const statements = new Map<string, { name: string; paramTypes: number[]; fields: Field[] }>();

  async function prepare(text: string) {
    const name = `b_${statements.size + 1}`;
    const messages = await client.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const row = messages.find((message) => message.name === 'rowDescription') as { fields: Field[] } | undefined;
    // A named statement's columns cannot change under it (the server refuses instead), so they are described once.
    const statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      fields: row?.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) ?? [],
    };
    statements.set(text, statement);
    return statement;
  }

  const batched = (text: string, params: unknown[]) =>
    params.length === 0 || statements.has(text) || statements.size < MAX_NAMED_STATEMENTS;

  type Asked = {
    text: string;
    params: unknown[];
    options: QueryOptions | undefined;
    resolve: (result: Results<unknown>) => void;
    reject: (error: unknown) => void;
  };
  const asked: Asked[] = [];

  /**
   * Statements asked for outside a transaction in one event-loop turn run together once that turn's I/O callbacks
   * are done, each in its own implicit transaction, and their callers carry on only after the whole group: run
   * one at a time between the requests' JavaScript, each statement found PGlite's code and data out of the CPU's
   * caches and took twice as long, and so did the JavaScript after it (decision 032). Takes PGlite's lock in the
   * order the statements were asked for, so it runs before anything asked for after them.
   */
  function runAsked() {
    while (asked.length > 0) {
      const group = asked.splice(0, MAX_GROUP);
      if (client.closed) {
        for (const statement of group) statement.reject(new Error('PGlite is closed'));
        continue;
      }
      void client
        ._runExclusiveTransaction(async () => {
          const outcomes: (() => void)[] = [];
          for (const { text, params, options, resolve, reject } of group) {
            try {
              const result = await run(text, params, options);
              outcomes.push(() => resolve(result));
            } catch (error) {
              outcomes.push(() => reject(error));
            }
          }
          for (const outcome of outcomes) outcome();
        })
        .catch((error: unknown) => {
          for (const statement of group) statement.reject(error);
        });
    }
  }

  /** Runs one statement; the caller holds the transaction lock (or is inside a transaction). */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    return client.runExclusive(async () => {
      try {
        if (params.length === 0) {
          const batch = [
            serialize.parse({ text }),
            serialize.bind({}),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ];
          return resultOf<T>(await client.execProtocolStream(concat(batch), { syncToFs: false }), client.parsers, options);
        }
        const statement = statements.get(text) ?? (await prepare(text));
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serializer = options?.serializers?.[statement.paramTypes[index]!] ?? client.serializers[statement.paramTypes[index]!];
          return serializer ? serializer(value) : String(value);
        });
        const batch = [serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()];
        return resultOf<T>(await client.execProtocolStream(concat(batch), { syncToFs: false }), client.parsers, options, statement.fields);
      } catch (error) {
        // As PGlite's own query does, so a logged error says which statement failed.
        if (error && typeof error === 'object') Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      }
    });
  }

  return {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
      stats.roundTrips += 1;
      if (!batched(text, params)) {
        runAsked();
        return client.query<T>(text, params, options);
      }
      if (client.closed) return Promise.reject(new Error('PGlite is closed'));
      return new Promise<Results<T>>((resolve, reject) => {
        // The first statement into an empty list sets the group to run once this turn's I/O callbacks are done.
        if (asked.push({ text, params, options, resolve: resolve as Asked['resolve'], reject }) === 1) afterThisTurnsIo(runAsked);
      });
    },
    close: () => {
      runAsked();
      return client.close();
    },
    transaction: (callback) => {
      runAsked();
      return client.transaction((tx) =>
        callback(
          Object.create(tx, {
            query: {
              value: <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
                stats.roundTrips += 1;
                if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
                return batched(text, params) ? run<T>(text, params, options) : tx.query<T>(text, params, options);
              },
            },
          }) as Transaction,
        ),
      );
    },
  };
}
