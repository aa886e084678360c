/** Build-time settings (Vite `VITE_*`), with the local defaults the server seeds. */
export const env = {
  clientId: import.meta.env.VITE_CLIENT_ID ?? 'axis-benefits',
  projectId: import.meta.env.VITE_PROJECT_ID ?? 'axis-benefits-web',
  apiBase: import.meta.env.VITE_API_BASE ?? '/api',
  sentryDsn: import.meta.env.VITE_SENTRY_DSN as string | undefined,
  sentryEnvironment: (import.meta.env.VITE_SENTRY_ENVIRONMENT as string | undefined) ?? 'sandbox',
  tagManagerId: import.meta.env.VITE_TAG_MANAGER_ID as string | undefined,
  /** Origins the offers hand-off may send a signed-in user (with a session code) to; this origin always. */
  offersOrigins: ((import.meta.env.VITE_OFFERS_ORIGINS as string | undefined) ?? '').split(/[\s,]+/).filter(Boolean),
};
