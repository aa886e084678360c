import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api). This module runs from src/lib (tests, tsx) or bundled into dist/ (the
 * production build, build.mjs), one level deep instead of two: files read at run time (migrations, seed data,
 * the web build) are found from here in both.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const apiFolder = path.basename(here) === 'dist' ? path.dirname(here) : path.resolve(here, '../..');
