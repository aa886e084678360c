import { T20_CLOSE_DAYS_BEFORE } from '../common/constants.ts';

// What the T20 pages show and check, apart from the zod schemas: a landing loads no zod (decision 010).
interface Fixture {
  home_team: string;
  away_team: string;
  starts_at: string;
}

const DAY_MS = 86_400_000;
/** Requests close T20_CLOSE_DAYS_BEFORE days before the first ball, so tickets can be arranged. */
export const isT20Open = (fixture: Pick<Fixture, 'starts_at'>, now: Date) =>
  new Date(fixture.starts_at).getTime() - now.getTime() > T20_CLOSE_DAYS_BEFORE * DAY_MS;

export const t20MatchName = (fixture: Pick<Fixture, 'home_team' | 'away_team'>) => `${fixture.home_team} v ${fixture.away_team}`;
