// Each scenario prepares what it needs on a running portal and returns autocannon options.
// Targets are the issues' figures; the runner prints each beside its measurement.
import { clientHeaders } from './lib.mjs';

const json = { ...clientHeaders, 'content-type': 'application/json' };

/**
 * Signs up `count` new cardholders (each gets an activation code) and reads every code from the dev outbox.
 * Eight at a time, so preparing 2,000 takes seconds rather than a minute; the order does not matter.
 */
async function cardholdersWithCodes(url, count, firstMobile) {
  const people = [];
  let next = 0;
  async function signUpNext() {
    while (next < count) {
      const mobile = String(firstMobile + next++);
      const signUp = await fetch(`${url}/api/customer/users`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ mobile, email: `${mobile}@bench.example`, name: 'Bench Holder' }),
      });
      if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
      const { data } = await signUp.json();
      const [newest] = await (await fetch(`${url}/api/dev/outbox?to=${mobile}`)).json();
      people.push({ id: data.id, email: `${mobile}@bench.example`, code: /\b(\d{6})\b/.exec(newest.body)[1] });
      if (people.length % 1000 === 0) console.info(`  prepared ${people.length} cardholders with codes`);
    }
  }
  await Promise.all(Array.from({ length: 8 }, signUpNext));
  return people;
}

/** `count` signed-in cardholders (sign-up, then the activation code verified): their bearer tokens and e-mails. */
async function signedInTokens(url, count, firstMobile) {
  const people = await cardholdersWithCodes(url, count, firstMobile);
  return Promise.all(
    people.map(async (person) => {
      const res = await fetch(`${url}/api/customer/users/${person.id}/otps/verify`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ otp_type: 'activation', code: person.code }),
      });
      const { token } = await res.json();
      if (!token) throw new Error(`sign-in failed: ${res.status}`);
      return { token, email: person.email };
    }),
  );
}

/**
 * Autocannon requests that take the cardholders in turn (10 at 50 connections, as issue 31 measured); `bodyOf`
 * gives a cardholder's own body.
 */
function asEachInTurn(people, request, bodyOf) {
  let next = 0;
  return [
    {
      ...request,
      setupRequest: (req) => {
        const person = people[next++ % people.length];
        return {
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${person.token}` },
          ...(bodyOf ? { body: bodyOf(person) } : {}),
        };
      },
    },
  ];
}

export const scenarios = [
  {
    name: 'health',
    target: 'alive',
    prepare: async ({ url }) => ({ url: `${url}/api/health` }),
  },
  {
    name: 'catalogue read (GET /api/core/cards)',
    target: '>= 80% of ceiling, p99 < 20 ms at 50 connections (issue 31)',
    prepare: async ({ url }) => ({ url: `${url}/api/core/cards` }),
  },
  {
    // As a browser asks for it: the kept answer's brotli form (decision 018), a ninth of the bytes.
    name: 'catalogue read, compressed (GET /api/core/cards, Accept-Encoding as Chrome sends it)',
    target: '>= 80% of ceiling, p99 < 20 ms at 50 connections (issue 31)',
    prepare: async ({ url }) => ({ url: `${url}/api/core/cards`, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }),
  },
  {
    name: 'golf course list',
    target: '>= 80% of ceiling, p99 < 20 ms (issue 31)',
    prepare: async ({ url }) => ({ url: `${url}/api/booking/golf_course_lists?session_type=play` }),
  },
  {
    name: 'BIN validation (POST /api/customer/bins/validate)',
    target: '>= 50% of ceiling',
    prepare: async ({ url }) => ({
      url: `${url}/api/customer/bins/validate`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bin: '41000001' }),
    }),
  },
  {
    name: 'signed-in read (GET /api/customer/user)',
    target: '>= 60% of ceiling, p99 < 20 ms',
    prepare: async ({ url, db, round }) => {
      const people = await signedInTokens(url, 10, (db === 'pglite' ? 7200000000 : 7300000000) + round * 100);
      return { url, requests: asEachInTurn(people, { method: 'GET', path: '/api/customer/user' }) };
    },
  },
  {
    name: 'signed-in write (PUT /api/customer/user, 10 cardholders)',
    target: '>= 2,000/s embedded, >= 2,500/s on PostgreSQL, p99 < 50 ms',
    prepare: async ({ url, db, round }) => {
      const people = await signedInTokens(url, 10, (db === 'pglite' ? 7400000000 : 7500000000) + round * 100);
      // As the profile form sends it: the name, and the e-mail the account has (a new one would be a verification link).
      const bodyOf = (person) => JSON.stringify({ name: 'Bench Holder', email: person.email });
      return {
        url,
        method: 'PUT',
        // The hello-world's request: the same size of body.
        body: bodyOf(people[0]),
        requests: asEachInTurn(
          people,
          { method: 'PUT', path: '/api/customer/user', headers: { 'content-type': 'application/json' } },
          bodyOf,
        ),
      };
    },
  },
  {
    name: 'OTP verify (a right code, each once)',
    target: '>= 300/s on PGlite, >= 1,000/s on PostgreSQL, p99 < 30 ms at 10 connections',
    prepare: async ({ url, db, round }) => {
      const people = await cardholdersWithCodes(url, 2000, (db === 'pglite' ? 7000000000 : 7100000000) + round * 10_000);
      let next = 0;
      return {
        url,
        connections: 10,
        amount: people.length,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              const person = people[next++ % people.length];
              return {
                ...request,
                path: `/api/customer/users/${person.id}/otps/verify`,
                body: JSON.stringify({ otp_type: 'activation', code: person.code }),
              };
            },
          },
        ],
      };
    },
  },
];
