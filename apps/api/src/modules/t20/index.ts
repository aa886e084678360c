/** T20 match-day tickets: a kind on the booking pipeline (issue 15). */
export { t20Routes } from './routes.ts';
