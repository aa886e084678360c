import { queryOptions, useQuery } from '@tanstack/react-query';
import type { T20Fixture } from '@portal/contract';
import { api } from '@/lib/api-client';

/** GET /api/booking/t20_fixtures: the catalogue's T20 matches. */
export const getT20Fixtures = () => api.get<{ data: T20Fixture[] }>('/booking/t20_fixtures').then((r) => r.data);

export const t20FixturesQueryOptions = () => queryOptions({ queryKey: ['t20-fixtures'], queryFn: getT20Fixtures, staleTime: 10 * 60_000 });

export const useT20Fixtures = () => useQuery(t20FixturesQueryOptions());
