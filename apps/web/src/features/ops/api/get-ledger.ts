import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerReport } from '@portal/contract';
import { opsApi } from './ops-client';

/** GET /api/ops/ledger: the programme admin's books (the same report `npm run ledger` prints). */
export const getLedger = (days: number) => opsApi.get<{ data: LedgerReport }>('/ops/ledger', { days }).then((r) => r.data);
export const ledgerQueryOptions = (days: number) => queryOptions({ queryKey: ['ops', 'ledger', days], queryFn: () => getLedger(days) });
export const useLedger = (days: number) => useQuery(ledgerQueryOptions(days));
