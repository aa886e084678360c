/** Types for new-kind.mjs (`npm run new:kind`), for its test. */
export interface Scaffolded {
  type: string;
  created: string[];
  edited: string[];
  facts: string[];
}
export const sharedFiles: string[];
export function factFiles(name: string, shape?: 'venue' | 'fixture'): string[];
export function scaffold(options: { root: string; shape: 'venue' | 'fixture'; name: string }): Scaffolded;
