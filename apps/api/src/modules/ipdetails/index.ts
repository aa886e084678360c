export { ipDetailsRoutes } from './routes.ts';
