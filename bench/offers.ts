// Offers figures (issue 18) on PostgreSQL, with 10,000 offers, 500 merchants and 50,000 outlets loaded:
//   GET /api/offer/offers?eligible=true (a signed-in cardholder) at 50 connections: >= 50% of hello-world, p99 < 20 ms
//   GET /api/offer/nearby_offers (signed in, eligible=true, 10 km) at 50 connections: p99 < 30 ms
//   redemptions (POST /offers/{id}/redeem, the completing step with token and OTP): >= 300/s, p99 < 50 ms
// Each beside a bare Fastify hello-world measured in the same run (bench/side-by-side.ts), round by round.
// Run: node --import tsx bench/offers.ts [--seconds 5] [--rounds 3] [--redemptions 3000]
// Writes bench/results/offers.json; exits 1 when an end-state check fails (a fast wrong answer does not pass).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { OFFERS_PER_PAGE, OTP_SENDS_PER_MOBILE } from '@portal/contract';
import { createCodeCipher } from '../apps/api/src/modules/offers/index.ts';
import { benchRoot, browserHeaders, clientHeaders, flag } from './booking-portal.ts';
import { endStateChecks, interleaved, load, loadAverage, readScenarios, startOnPostgres, type Measured } from './side-by-side.ts';

const seconds = Number(flag('seconds') ?? process.env.BENCH_SECONDS ?? 5);
const rounds = Number(flag('rounds') ?? process.env.BENCH_ROUNDS ?? 3);
/** Completing redemptions per round; each cardholder asks for OTP_SENDS_PER_MOBILE (5) codes, one per offer. */
const REDEMPTIONS = Number(flag('redemptions') ?? 3000);
const OFFERS = 10_000;
const MERCHANTS = 500;
const OUTLETS = 50_000;
/** The offers the redemption run uses: each gets exactly as many codes as redemptions are aimed at it. */
const REDEEM_OFFERS = 20;
const READ_CONNECTIONS = 50;
const WRITE_CONNECTIONS = 20;
const OFFERS_CODE_KEY = 'bench-offers-code-key-0123456789';
const cipher = createCodeCipher(OFFERS_CODE_KEY);
const { problems, check, onlyStatus } = endStateChecks();

const { startedAt, loadAtStart, hello, portal, db, withCpu, stop } = await startOnPostgres({ OFFERS_CODE_KEY });
const reads = readScenarios({ hello, withCpu, onlyStatus, rounds, seconds });
const requests = (m: Measured) => m.requests;
const count = async (query: string, params: unknown[] = []) => Number((await db.query(query, params)).rows[0].n);

try {
  // --- the catalogue: the demo's merchants, outlets and offers, topped up to the sizes (all made up) ------
  const loadStarted = performance.now();
  await db.query(
    `insert into merchants (name, title, description)
     select 'Bench Merchant ' || lpad(g::text, 3, '0'), 'Bench Merchant ' || g || ' (made up)', 'A made-up merchant for the benchmark.'
     from generate_series(1, $1::int - (select count(*)::int from merchants)) g`,
    [MERCHANTS],
  );
  // Outlets around the demo's cities (the 11 golf cities), up to ~25 km from each centre.
  await db.query(
    `with centres as (select array_agg(city order by city) as city, array_agg(lat order by city) as lat, array_agg(lng order by city) as lng, count(*)::int as n
                      from (select city, avg(latitude) as lat, avg(longitude) as lng from merchant_outlets group by city) c),
          m as (select array_agg(id order by id) as id, count(*)::int as n from merchants)
     insert into merchant_outlets (merchant_id, city, address, latitude, longitude)
     select m.id[1 + (g * 7919) % m.n], centres.city[1 + g % centres.n], 'Shop ' || g || ', Bench Road (made up)',
            centres.lat[1 + g % centres.n] + ((g * 37) % 1000 - 500) / 2000.0, centres.lng[1 + g % centres.n] + ((g * 91) % 1000 - 500) / 2000.0
     from generate_series(1, $1::int - (select count(*)::int from merchant_outlets)) g, centres, m`,
    [OUTLETS],
  );
  const { rows: cardRows } = await db.query<{ id: string }>('select id from card_products order by id');
  const cardIds = cardRows.map((r) => r.id);
  const others = cardIds.filter((id) => id !== 'reserve');
  check(cardIds.includes('reserve'), 'the catalogue has the Reserve card the cardholders hold');
  // 10,000 offers in all: the demo's, the redemption run's 20, and the rest. 40% vouchers, 20% coupons, 40% show
  // and save; 90% live, some paused, draft or expired; 40% for every card, 30% for Reserve, 30% for other cards.
  const { rows: redeemOffers } = await db.query<{ id: string; name: string }>(
    `insert into offers (merchant_id, category_id, name, description, offer_type, per_user_limit, valid_from, valid_to, status)
     select (select id from merchants order by name limit 1 offset g), (select id from offer_categories order by position, name limit 1),
            'Redeem bench offer ' || lpad(g::text, 2, '0'), 'A made-up voucher offer for the redemption run.', 'voucher', 1,
            current_date - 1, current_date + 30, 'live'
     from generate_series(1, $1::int) g returning id, name`,
    [REDEEM_OFFERS],
  );
  const coupon = cipher.encrypt('BENCHCOUPON');
  await db.query(
    `with m as (select array_agg(id order by id) as id, count(*)::int as n from merchants),
          c as (select array_agg(id order by id) as id, count(*)::int as n from offer_categories)
     insert into offers (merchant_id, category_id, name, description, terms, redemption_steps, offer_type, coupon_code, per_user_limit,
                         valid_from, valid_to, status)
     select m.id[1 + (g * 7919) % m.n], c.id[1 + (g * 31) % c.n],
            (array['Flat', 'Save', 'Extra', 'Weekend', 'Members'''])[1 + g % 5] || ' ' || (5 + g % 46) || '% off, offer ' || lpad(g::text, 5, '0'),
            'A made-up offer for the benchmark: ' || (5 + g % 46) || '% off on a minimum bill.', 'Made-up terms.', 'Show the code at the counter.',
            case when g % 10 < 4 then 'voucher' when g % 10 < 6 then 'coupon' else 'show_and_save' end,
            case when g % 10 in (4, 5) then $2 end, 1 + g % 3,
            current_date - (g % 60), case when g % 25 = 2 then current_date - 1 else current_date + 30 + g % 300 end,
            case when g % 20 = 0 then 'paused' when g % 20 = 1 then 'draft' else 'live' end
     from generate_series(1, $1::int - (select count(*)::int from offers)) g, m, c`,
    [OFFERS, coupon],
  );
  await db.query(
    `insert into offer_card_products (offer_id, card_product_id)
     select o.id, unnest(case when abs(hashtext(o.id::text)) % 10 between 4 and 6 then array['reserve'] else $1::text[] end)
     from offers o where o.name not like 'Redeem bench offer%'
       and abs(hashtext(o.id::text)) % 10 >= 4 and not exists (select 1 from offer_card_products p where p.offer_id = o.id)
     on conflict do nothing`,
    [others.slice(0, 2)],
  );
  // Ten codes in each listed voucher offer's pool (their stock is part of every list answer).
  const { rows: voucherOffers } = await db.query<{ id: string }>(
    `select id from offers o where offer_type = 'voucher' and name not like 'Redeem bench offer%'
       and not exists (select 1 from voucher_codes v where v.offer_id = o.id)`,
  );
  await insertCodes(voucherOffers.flatMap((o, i) => Array.from({ length: 10 }, (_, n) => ({ offerId: o.id, code: `L${i}-${n}` }))));
  await db.query('analyze');
  const sizes = {
    offers: await count('select count(*)::int as n from offers'),
    merchants: await count('select count(*)::int as n from merchants'),
    outlets: await count('select count(*)::int as n from merchant_outlets'),
    voucher_codes: await count('select count(*)::int as n from voucher_codes'),
  };
  check(sizes.offers === OFFERS && sizes.merchants === MERCHANTS && sizes.outlets === OUTLETS, `catalogue sizes ${JSON.stringify(sizes)}`);
  console.info(`catalogue loaded in ${Math.round(performance.now() - loadStarted)} ms: ${JSON.stringify(sizes)}`);

  // --- reads at 50 connections, signed-in cardholders (200 of them, each request the next one's session) -----------
  const readers = await portal.seedCardholders(200, 9600000000);
  // Built once, as autocannon builds a static request once (a setupRequest rebuilds every request in the client,
  // which the hello-world beside it does not pay): each connection goes round them, so each request is the next
  // session's (and, for nearby, the next centre's).
  const signedInRequests = (pathFor: (i: number) => string, count = readers.length) =>
    Array.from({ length: count }, (_, i) => ({
      method: 'GET' as const,
      path: pathFor(i),
      headers: { ...browserHeaders, authorization: `Bearer ${readers[i % readers.length]!.token}` },
    }));
  const auth = { ...browserHeaders, authorization: `Bearer ${readers[0]!.token}` };

  // What the list must say, counted here in SQL rather than trusted from the route: live today, for every card or Reserve.
  const eligibleLive = await count(
    `select count(*)::int as n from offers o where o.status = 'live' and o.valid_from <= (now() at time zone 'Asia/Kolkata')::date
       and o.valid_to >= (now() at time zone 'Asia/Kolkata')::date
       and (not exists (select 1 from offer_card_products p where p.offer_id = o.id)
            or exists (select 1 from offer_card_products p where p.offer_id = o.id and p.card_product_id = 'reserve'))`,
  );
  const firstPage = (await (await fetch(`${portal.url}/api/offer/offers?eligible=true`, { headers: auth })).json()) as {
    data: { eligible: boolean }[];
    meta: { total: number };
  };
  check(firstPage.meta?.total === eligibleLive, `offers?eligible=true total ${firstPage.meta?.total}, SQL counts ${eligibleLive}`);
  check(
    firstPage.data?.length === OFFERS_PER_PAGE && firstPage.data.every((o) => o.eligible === true),
    'the first page is full and every offer on it is eligible',
  );
  const offersList = await reads('GET /api/offer/offers?eligible=true', '>= 50% of hello-world, p99 < 20 ms at 50 connections', {
    url: portal.url,
    connections: READ_CONNECTIONS,
    requests: signedInRequests(() => '/api/offer/offers?eligible=true'),
  });

  const { rows: centres } = await db.query<{ city: string; lat: number; lng: number }>(
    `select city, avg(latitude)::float8 as lat, avg(longitude)::float8 as lng from merchant_outlets group by city order by city`,
  );
  const nearbyPath = (i: number) => {
    const at = centres[i % centres.length]!;
    return `/api/offer/nearby_offers?eligible=true&lat=${at.lat.toFixed(4)}&lng=${at.lng.toFixed(4)}&radius_km=10`;
  };
  const nearFirst = (await (await fetch(`${portal.url}${nearbyPath(0)}`, { headers: auth })).json()) as {
    data: { distance_km: number; eligible: boolean }[];
  };
  check(
    nearFirst.data?.length > 0 && nearFirst.data.every((o) => o.distance_km <= 10 && o.eligible === true),
    `nearby offers: ${nearFirst.data?.length} offers, all within 10 km and eligible`,
  );
  const nearby = await reads('GET /api/offer/nearby_offers (10 km, eligible=true)', 'p99 < 30 ms at 50 connections', {
    url: portal.url,
    connections: READ_CONNECTIONS,
    requests: signedInRequests(nearbyPath, readers.length * centres.length),
  });

  // --- redemptions: step 1 asks for the code (SMS to the dev outbox), step 2 completes with it ----------------------
  // Each cardholder may ask for 5 codes in 30 minutes: each redeems 5 different offers of the 20, once each.
  const holders = REDEMPTIONS / OTP_SENDS_PER_MOBILE;
  const steps: { otpStep: Measured & { apiCpuMsPerUnit: number; postgresCpuMsPerUnit: number }; cardholders: number; pairs: number }[] = [];
  const redemptions = await interleaved(
    'POST /api/offer/offers/{id}/redeem (completing step: token + OTP)',
    '>= 300/s, p99 < 50 ms on PostgreSQL',
    rounds,
    () => hello.ceiling(WRITE_CONNECTIONS, 'POST', seconds, JSON.stringify({ token: 'x'.repeat(32), otp_confirmation: '123456' })),
    async (round) => {
      const people = await portal.seedCardholders(holders, 9500000000 + round * 100_000);
      const pairs = people.flatMap((person, i) =>
        Array.from({ length: OTP_SENDS_PER_MOBILE }, (_, k) => ({ person, offer: redeemOffers[(i + k) % REDEEM_OFFERS]! })),
      );
      // Exactly as many fresh codes in each pool as redemptions aim at it: the run must hand out every one, once.
      const perOffer = new Map<string, number>();
      for (const { offer } of pairs) perOffer.set(offer.id, (perOffer.get(offer.id) ?? 0) + 1);
      await insertCodes(
        [...perOffer].flatMap(([offerId, n]) =>
          Array.from({ length: n }, (_, i) => ({ offerId, code: `R${round}-${offerId.slice(0, 8)}-${i}` })),
        ),
      );
      // Step 1, measured too (each answer's token kept for step 2).
      const tokens = new Map<string, string>();
      // Which pair each connection's request in flight is for (a connection sends one request at a time).
      const inFlight = new WeakMap<object, (typeof pairs)[number]>();
      let next = 0;
      const otpStep = await withCpu(
        () =>
          load(
            {
              url: portal.url,
              connections: WRITE_CONNECTIONS,
              amount: pairs.length,
              requests: [
                {
                  method: 'POST',
                  setupRequest: (request, context) => {
                    const pair = pairs[next++ % pairs.length]!;
                    inFlight.set(context, pair);
                    return {
                      ...request,
                      path: `/api/offer/offers/${pair.offer.id}/redeem`,
                      headers: { ...clientHeaders, 'content-type': 'application/json', authorization: `Bearer ${pair.person.token}` },
                      body: '{}',
                    };
                  },
                  onResponse: (status, body, context) => {
                    const pair = inFlight.get(context)!;
                    if (status === 200) tokens.set(`${pair.person.mobile}|${pair.offer.name}`, JSON.parse(body).token);
                  },
                },
              ],
            },
            seconds,
          ),
        requests,
      );
      onlyStatus(`round ${round} OTP step`, otpStep, '200');
      // The codes as the cardholders got them: the SMS in the outbox (read here in SQL, as a phone would receive them).
      const { rows: sms } = await db.query<{ recipient: string; body: string }>(
        `select recipient, body from outbox_messages where recipient = any($1::text[])`,
        [people.map((p) => p.mobile)],
      );
      const steps2: { person: (typeof people)[number]; offer: (typeof redeemOffers)[number]; body: string }[] = [];
      for (const { recipient, body } of sms) {
        const match = /^(\d{6}) is your code to redeem (.+)\. It is valid/.exec(body);
        const token = match && tokens.get(`${recipient}|${match[2]}`);
        const person = people.find((p) => p.mobile === recipient)!;
        const offer = redeemOffers.find((o) => o.name === match?.[2]);
        if (match && token && offer) steps2.push({ person, offer, body: JSON.stringify({ token, otp_confirmation: match[1] }) });
      }
      check(steps2.length === pairs.length, `round ${round}: ${steps2.length} codes found in the outbox for ${pairs.length} requests`);
      steps.push({ otpStep, cardholders: people.length, pairs: pairs.length });
      return steps2;
    },
    async (steps2, round) => {
      let next = 0;
      const codes = new Set<string>();
      const m = await withCpu(
        () =>
          load(
            {
              url: portal.url,
              connections: WRITE_CONNECTIONS,
              amount: steps2.length,
              requests: [
                {
                  method: 'POST',
                  setupRequest: (request) => {
                    const step = steps2[next++ % steps2.length]!;
                    return {
                      ...request,
                      path: `/api/offer/offers/${step.offer.id}/redeem`,
                      headers: { ...clientHeaders, 'content-type': 'application/json', authorization: `Bearer ${step.person.token}` },
                      body: step.body,
                    };
                  },
                  onResponse: (status, body) => {
                    if (status === 201) codes.add(JSON.parse(body).data.voucher_code);
                  },
                },
              ],
            },
            seconds,
          ),
        requests,
      );
      onlyStatus(`round ${round} completing step`, m, '201');
      // The end state: every code of this round's pools handed out, once each, to a completed redemption.
      const state = (
        await db.query(
          `select count(*) filter (where v.redemption_id is null)::int as free_codes,
                  count(distinct v.redemption_id)::int as codes_handed_out,
                  count(*) filter (where r.status = 'completed' and r.voucher_code_id = v.id)::int as completed_with_this_code
           from voucher_codes v left join redemptions r on r.id = v.redemption_id
           where v.offer_id = any($1::uuid[])`,
          [redeemOffers.map((o) => o.id)],
        )
      ).rows[0] as Record<string, number>;
      const expected = steps2.length * round;
      check(
        state.free_codes === 0 && state.codes_handed_out === expected && state.completed_with_this_code === expected,
        `round ${round} end state ${JSON.stringify(state)}, expected ${expected} codes handed out and none free`,
      );
      check(codes.size === steps2.length, `round ${round}: ${codes.size} different codes in ${steps2.length} answers`);
      return { ...m, distinctCodesAnswered: codes.size, endState: state };
    },
  );

  const results = {
    measured_at: startedAt,
    database: 'PostgreSQL',
    load_average: { at_start: loadAtStart, at_end: loadAverage() },
    method: `${rounds} interleaved rounds of (hello-world, scenario), ${seconds} s each for the reads; ratio = scenario / the hello-world just before it; median and spread of the rounds`,
    catalogue: sizes,
    offers_list_eligible: { connections: READ_CONNECTIONS, eligible_live_offers: eligibleLive, ...offersList },
    nearby_offers: { connections: READ_CONNECTIONS, radius_km: 10, centres: centres.length, ...nearby },
    redemptions: {
      connections: WRITE_CONNECTIONS,
      note: `measured: the completing POST (token + otp_confirmation), ${REDEMPTIONS} per round, each a new redemption by a signed-in cardholder (${holders} per round, 5 offers each of ${REDEEM_OFFERS}); the first step (the OTP sent by SMS) is measured too, under otp_step, and the codes read from the outbox between them`,
      ...redemptions,
      otp_step: steps.map(({ otpStep, ...rest }) => ({
        ...rest,
        per_second: otpStep.reqPerSec,
        p50_ms: otpStep.p50Ms,
        p99_ms: otpStep.p99Ms,
        api_cpu_ms_per_request: otpStep.apiCpuMsPerUnit,
        postgres_cpu_ms_per_request: otpStep.postgresCpuMsPerUnit,
        status_codes: otpStep.statusCodes,
      })),
    },
    problems,
  };
  writeFileSync(path.join(benchRoot, 'bench/results/offers.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify({ ...results, offers_list_eligible: undefined, nearby_offers: undefined, redemptions: undefined }, null, 2));
  if (problems.length > 0) process.exitCode = 1;
} finally {
  await stop();
}

/** Voucher codes into pools, encrypted as the upload stores them (AES-GCM under OFFERS_CODE_KEY) with their keyed hash. */
async function insertCodes(codes: { offerId: string; code: string }[]) {
  for (let at = 0; at < codes.length; at += 10_000) {
    const chunk = codes.slice(at, at + 10_000);
    await db.query(
      `insert into voucher_codes (offer_id, code_encrypted, code_hash) select unnest($1::uuid[]), unnest($2::text[]), unnest($3::text[])`,
      [chunk.map((c) => c.offerId), chunk.map((c) => cipher.encrypt(c.code)), chunk.map((c) => cipher.hash(c.code))],
    );
  }
}
