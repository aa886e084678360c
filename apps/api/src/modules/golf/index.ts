/** Golf games and lessons: a kind on the booking pipeline. */
export { golfRoutes } from './routes.ts';
