/**
 * Only what monitoring.ts uses, by name: `await import('@sentry/react')` kept the whole namespace (replay,
 * feedback, …: 454 KB); named imports here let the build drop the rest.
 */
export { browserTracingIntegration, init } from '@sentry/react';
