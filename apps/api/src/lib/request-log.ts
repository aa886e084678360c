import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, when it is answered, with what the two default lines ("incoming request", "request
 * completed") said between them: method, URL (the log redaction applies), status and time.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
