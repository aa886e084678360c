import { errorResponseSchema } from '@portal/contract';

/**
 * The errors a console call may answer besides its own result, for the staff console's calls and the offers
 * console's (both behind a role): a bad request, no or the wrong session, an unknown id, a conflicting change.
 */
export const consoleErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
