import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp();

describe('public catalogue reads', () => {
  it('serves the card products with their benefits', async () => {
    const res = await t.call({ url: '/api/core/cards' });
    expect(res.statusCode).toBe(200);
    const reserve = res.json().data.find((c: { name: string }) => c.name === 'Reserve');
    expect(reserve).toMatchObject({
      bin_type: 'first8',
      category: 'credit',
      benefits: { golf_rounds_per_year: 50, airport_transfers_per_year: 4 },
    });
  });

  it('lists golf courses by session type with gc_name and external_id attributes', async () => {
    const learn = (await t.call({ url: '/api/booking/golf_course_lists?session_type=learn' })).json().data;
    const play = (await t.call({ url: '/api/booking/golf_course_lists?session_type=play' })).json().data;
    expect(play.length).toBeGreaterThan(learn.length);
    expect(learn.every((c: { attributes: { session_types: string[] } }) => c.attributes.session_types.includes('learn'))).toBe(true);
    expect(play[0].attributes).toHaveProperty('gc_name');
    expect(play[0].attributes).toHaveProperty('external_id');
  });

  it('lists concierge and transfer airports', async () => {
    expect((await t.call({ url: '/api/booking/airports?service=concierge' })).json().data).toHaveLength(28);
    expect((await t.call({ url: '/api/booking/airports?service=transfer' })).json().data).toHaveLength(26);
  });

  it('serves the client configuration of the calling client', async () => {
    const { data } = (await t.call({ url: '/api/core/client' })).json();
    expect(data).toMatchObject({
      helpline: '1800 103 4962',
      client_type: 'Debit',
      devices: ['web', 'mobile'],
      auto_expiry: { minutes: 15, enabled: true },
    });
  });

  it("carries spec 02 §8's configured bin messages and §9's default bin type first6", async () => {
    const { data } = (await t.call({ url: '/api/core/client' })).json();
    expect(data.default_bin_type).toBe('first6');
    expect(data.bin_messages).toEqual({
      first4_last4: messages.binFirst4Last4,
      first6: messages.binFirst6,
      invalid_card: messages.invalidCard,
    });
  });

  it('serves countries, cities and localities', async () => {
    expect((await t.call({ url: '/api/core/countries' })).json().data[0]).toMatchObject({ iso_code: 'IN', calling_code: '91' });
    const cities = (await t.call({ url: '/api/core/cities?country_id=1' })).json().data;
    const mumbai = cities.find((c: { name: string }) => c.name === 'Mumbai');
    const localities = (await t.call({ url: `/api/core/localities?city_id=${mumbai.id}` })).json().data;
    expect(localities.map((l: { name: string }) => l.name)).toEqual(['Andheri', 'Bandra']);
  });
});
