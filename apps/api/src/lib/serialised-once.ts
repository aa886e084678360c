import type { FastifyReply } from 'fastify';

/** Sends already-serialised JSON as is: Fastify skips its serializer for a string body. */
export function sendSerialised(reply: FastifyReply, text: string) {
  return reply.type('application/json; charset=utf-8').send(text);
}

/** The JSON text of a response built from a catalogue snapshot, made once per catalogue version. */
export function serialisedOnce(snapshot: { serialised: Map<string, string> }, key: string, build: () => unknown): string {
  let text = snapshot.serialised.get(key);
  if (text === undefined) {
    text = JSON.stringify(build());
    snapshot.serialised.set(key, text);
  }
  return text;
}
