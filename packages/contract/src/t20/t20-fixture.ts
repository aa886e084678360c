/** A T20 match members may ask tickets for: the fixture + tickets shape's fixture (catalogue data). */
export {
  fixtureSchema as t20FixtureSchema,
  fixtureListResponseSchema as t20FixtureListResponseSchema,
  type Fixture as T20Fixture,
} from '../bookings/shapes/fixture-tickets.ts';
