import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { t20EnquiryPayloadSchema, t20RuleIssues, type T20Fixture } from '@portal/contract';

export interface T20FormValues {
  first_name: string;
  last_name: string;
  mobile_number: string;
  email: string;
  bin_used: string;
  fixture_id: string;
  stand: string;
  tickets: string;
  agree_terms: boolean;
}

/** The contract's payload, with the fixture rules the API runs too (the match still open, a stand it offers). */
export function t20Resolver(fixtures: readonly T20Fixture[], now: () => Date): Resolver<T20FormValues> {
  const schema = t20EnquiryPayloadSchema.superRefine((form, ctx) => {
    for (const issue of t20RuleIssues(form, [...fixtures], now()))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
  return zodResolver(schema) as unknown as Resolver<T20FormValues>;
}
