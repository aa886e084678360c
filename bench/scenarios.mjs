// Each scenario prepares what it needs on a running portal and returns autocannon options.
// Targets are the issues' figures; the runner prints each beside its measurement.
export const scenarios = [
  {
    name: 'health',
    target: 'alive',
    prepare: async ({ url }) => ({ url: `${url}/api/health` }),
  },
  {
    name: 'catalogue read (GET /api/core/cards)',
    target: '>= 50% of ceiling on PGlite, p99 < 20 ms at 50 connections',
    prepare: async ({ url }) => ({ url: `${url}/api/core/cards` }),
  },
  {
    name: 'golf course list',
    target: '>= 50% of ceiling',
    prepare: async ({ url }) => ({ url: `${url}/api/booking/golf_course_lists?session_type=play` }),
  },
];
