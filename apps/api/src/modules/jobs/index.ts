/** The job queue: the plugin (app.jobs) and its public types. */
export { jobsPlugin } from './plugin.ts';
export type { JobHandler, JobService, NewJob, EnqueueOptions } from './service.ts';
