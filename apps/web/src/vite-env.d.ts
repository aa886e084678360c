/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_PROJECT_ID?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_ENVIRONMENT?: string;
  readonly VITE_TAG_MANAGER_ID?: string;
}
