export * from './sign-in-form.ts';
export * from './auth-api.ts';
