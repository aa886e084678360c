// What a fixture kind's pages show and check, apart from the zod schemas: a landing loads no zod (decision 010).
interface FixtureTimes {
  home_team: string;
  away_team: string;
  starts_at: string;
}

const DAY_MS = 86_400_000;

/** Requests close `closeDaysBefore` days before the start, so tickets can be arranged. */
export const isFixtureOpen = (fixture: Pick<FixtureTimes, 'starts_at'>, now: Date, closeDaysBefore: number) =>
  new Date(fixture.starts_at).getTime() - now.getTime() > closeDaysBefore * DAY_MS;

export const fixtureName = (fixture: Pick<FixtureTimes, 'home_team' | 'away_team'>) => `${fixture.home_team} v ${fixture.away_team}`;
