/** The offers platform (issue 18): the plugin and what the seed and import use. */
export { offersPlugin } from './plugin.ts';
export { createCodeCipher, stableId, type CodeCipher } from './code-cipher.ts';
