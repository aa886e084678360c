/** The offers platform (issue 18): the plugin and what the seed and import use. */
export { createCodeCipher, stableId, type CodeCipher } from './code-cipher.ts';
