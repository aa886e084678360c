/** Types for build.mjs, for the tests that start the production build. */
export const apiDist: string;
export const apiEntries: string[];
export function isApiBuildStale(): boolean;
export function buildApi(): Promise<void>;
