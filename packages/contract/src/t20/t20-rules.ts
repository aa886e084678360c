import { T20_CLOSE_DAYS_BEFORE } from './t20-facts.ts';
import { fixtureName, isFixtureOpen } from '../bookings/shapes/fixture-rules.ts';

// What the T20 pages show and check, apart from the zod schemas: a landing loads no zod (decision 010).
/** Requests close T20_CLOSE_DAYS_BEFORE days before the first ball, so tickets can be arranged. */
export const isT20Open = (fixture: { starts_at: string }, now: Date) => isFixtureOpen(fixture, now, T20_CLOSE_DAYS_BEFORE);
export const t20MatchName = fixtureName;
