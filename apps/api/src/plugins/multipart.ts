import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

/**
 * multipart/form-data for the enquiry forms (spec 02 §3 sends them as form data). Parts are read by each
 * route with request.parts(), never attached to the body, so nothing is buffered that the route refuses.
 */
export const multipartPlugin = fp(async (app) => {
  await app.register(multipart, { limits: { fields: 40, fieldSize: 4_096, files: 10, fileSize: 5 * 1_048_576, parts: 60 } });
});
