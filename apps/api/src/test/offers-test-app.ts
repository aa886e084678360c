import { beforeAll } from 'vitest';
import { useTestApp } from './use-test-app.ts';

/**
 * The offers console's test files start alike: an app whose rate limits leave room for many sign-ins and OTPs,
 * the programme admin and a cardholder holding `bin` signed in, and the demo's first offer category to put
 * offers in. Fresh mobiles count up from `firstMobile` (each file its own range). The people are signed in
 * in beforeAll, after the app is built and before the file's own hooks: read them inside a test or a hook.
 */
export function useOffersTestApp(options: { adminMobile: string; bin: string; firstMobile: number }) {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', OTP_SENDS_PER_IP_PER_HOUR: '1000' });
  let mobileSeq = options.firstMobile;
  const people = {
    t,
    nextMobile: () => String(++mobileSeq),
    adminToken: '',
    cardholder: { userId: '', token: '', mobile: '' },
    categoryId: '',
  };
  beforeAll(async () => {
    people.adminToken = (await t.signInAs(options.adminMobile, { role: 'admin' })).token;
    const mobile = people.nextMobile();
    people.cardholder = { mobile, ...(await t.signInAs(mobile, { bins: [options.bin] })) };
    people.categoryId = (await t.call({ url: '/api/offer/categories' })).json().data[0].id;
  });
  return people;
}
