import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gatewayFormSchema, messages } from '@portal/contract';
import type { Config } from '../../config.ts';

/** Where the gateway sends the cardholder back to: PUBLIC_URL, or the host the request came in on. */
export const publicBaseUrl = (config: Pick<Config, 'PUBLIC_URL'>, request: Pick<FastifyRequest, 'protocol' | 'host'>) =>
  config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

/** The gateway posts HTML forms: parsed for the routes of `scope` only (everything else takes JSON). */
export function acceptGatewayForms(scope: FastifyInstance) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/**
 * What a purpose's callback made of the gateway's form: the page the cardholder lands on. A refused form has none
 * when it names no payment of this purpose (answered 400, nothing to show).
 */
export type GatewayReturn = { verified: true; landing: string } | { verified: false; landing: string | undefined; reason?: string };

/**
 * surl and furl (`${path}/success`, `${path}/failure`): the gateway's page posts a form here from the cardholder's
 * browser, so these routes parse forms, skip the client headers and answer with a redirect to the purpose's page.
 * The fee, the cart and bought gift cards each mount one.
 */
export const gatewayReturnRoutes =
  (options: { path: string; what: string; handle: (form: Record<string, string>) => Promise<GatewayReturn> }): FastifyPluginAsync =>
  async (scope) => {
    acceptGatewayForms(scope);
    for (const outcome of ['success', 'failure'] as const) {
      scope
        .withTypeProvider<ZodTypeProvider>()
        .post(
          `${options.path}/${outcome}`,
          { config: { skipClientHeaders: true }, schema: { hide: true, body: gatewayFormSchema } },
          async (request, reply) => {
            const result = await options.handle(request.body);
            if (!result.verified) {
              request.log.warn({ txnid: request.body.txnid?.slice(0, 40), reason: result.reason }, `${options.what} callback refused`);
            }
            if (!result.landing)
              return reply.code(400).send({ error: { code: 'VALIDATION_FAILED', message: messages.unknownTransaction } });
            return reply.redirect(result.landing, 303);
          },
        );
    }
  };
