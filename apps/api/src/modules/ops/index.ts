/** The staff console's API: staff accounts, the queue and staff actions. */
export { opsPlugin } from './plugin.ts';
export type { OpsService } from './service.ts';
export { consoleErrors } from './console-errors.ts';
