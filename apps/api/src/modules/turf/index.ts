/** Sports-turf slots: a kind on the booking pipeline (issue 15). */
export { turfRoutes } from './routes.ts';
