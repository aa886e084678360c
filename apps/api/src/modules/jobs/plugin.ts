import fp from 'fastify-plugin';
import { createJobService, type JobService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobService;
  }
}

/** The job queue; server.ts starts its worker, tests run due jobs themselves. */
export const jobsPlugin = fp(
  async (app) => {
    const jobs = createJobService(app.db, app.log);
    app.decorate('jobs', jobs);
    app.addHook('onClose', () => jobs.stopWorker());
  },
  { name: 'jobs', dependencies: ['database'] },
);
