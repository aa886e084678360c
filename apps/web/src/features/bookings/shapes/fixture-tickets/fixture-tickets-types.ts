import type { fixtureTicketsShape, ShapedKindFacts } from '@portal/contract';

/** A fixture + tickets kind's facts module, as its registry entry loads it. */
export type FixtureTicketsKindFacts = Extract<ShapedKindFacts, { shape: 'fixture-tickets' }>;

/** A kind's rules of the fixture + tickets shape (the contract's `fixtureTicketsShape(...)`, e.g. `t20`). */
export type FixtureTicketsRules = ReturnType<typeof fixtureTicketsShape<string>>;
