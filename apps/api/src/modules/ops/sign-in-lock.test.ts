import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { staffSession } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/** Issue 27 finding 12: wrong console passwords lock the address they come from, never the owner. */
const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let adminToken: string;
const OWNER_ADDRESS = '203.0.113.10';
// Every wrong password costs a scrypt hash (deliberately slow): on a loaded machine these take longer than the default.
const SCRYPT_HEAVY = 120_000;

beforeAll(async () => {
  adminToken = (await t.signInAs('9100000072', { role: 'admin' })).token;
});

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.call({ method: 'POST', url: '/api/core/sessions', remoteAddress, payload: { email, password } });

/** Five wrong passwords (the spec's count) from one address; the last one's answer. */
async function fiveWrongFrom(email: string, address: string) {
  let last;
  for (let n = 0; n < 5; n++) last = await signIn(email, 'a stranger guessing', address);
  return last!;
}

describe('staff sign-in lock', () => {
  it(
    "a stranger's wrong passwords lock the stranger's address, and the owner still signs in from theirs",
    async () => {
      const email = 'owner@provider.example.in';
      const { password } = await staffSession(t, adminToken, email);
      const locked = await fiveWrongFrom(email, '198.51.100.7');
      expect(locked.statusCode).toBe(423);
      expect(locked.json().error.message).toBe(messages.staffLocked(30));
      // Locked for the stranger, even with the right password ...
      expect((await signIn(email, password, '198.51.100.7')).statusCode).toBe(423);
      // ... but not for the owner, from an address that never signed in before either.
      const owner = await signIn(email, password, OWNER_ADDRESS);
      expect(owner.statusCode, owner.body).toBe(200);
      expect(owner.json().data.attributes.email).toBe(email);
    },
    SCRYPT_HEAVY,
  );

  it(
    'many addresses guessing slow the account down for new addresses, never for one the owner signed in from',
    async () => {
      const email = 'slowed@provider.example.in';
      const { password } = await staffSession(t, adminToken, email);
      expect((await signIn(email, password, OWNER_ADDRESS)).statusCode).toBe(200);
      // Guesses, each from a new address, until the account slows down: the answer then is the back-off's.
      let guesses = 0;
      let slowed;
      while (!slowed && guesses < 40) {
        const answer = await signIn(email, 'a stranger guessing', `198.51.100.${100 + guesses}`);
        if (answer.statusCode === 423) slowed = answer;
        else {
          expect(answer.statusCode).toBe(401);
          guesses++;
        }
      }
      // Not before two addresses' worth of wrong passwords (the spec's 5, twice).
      expect(guesses).toBeGreaterThanOrEqual(10);
      expect(slowed?.json().error.message).toMatch(/^Too many wrong passwords for this account\. Please retry in \d+ seconds/);
      // The owner, from an address that signed in before, is not slowed down.
      const owner = await signIn(email, password, OWNER_ADDRESS);
      expect(owner.statusCode, owner.body).toBe(200);
    },
    SCRYPT_HEAVY,
  );
});
