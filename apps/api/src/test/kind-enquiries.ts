import type { TestApp } from './test-app.ts';

/**
 * A kind's enquiry routes (`/api/booking/{resource}`) as its route tests call them, and the cardholders who call
 * them: each signed in with a mobile of its own, from `firstMobile` on, and the kind's cards unless told otherwise.
 */
export function kindEnquiries(t: TestApp, resource: string, options: { firstMobile: number; bins: string[]; name?: string }) {
  const base = `/api/booking/${resource}`;
  let mobiles = options.firstMobile;
  return {
    base,
    async cardholder(bins = options.bins) {
      const mobile = String(mobiles++);
      const email = `${mobile}@example.in`;
      const session = await t.signInAs(mobile, { name: options.name ?? 'Asha Rao', email, bins });
      return { ...session, mobile, email };
    },
    enquire: (token: string, body: object) => t.call({ method: 'POST', url: base, token, payload: body }),
    checkBin: (token: string, bin: string) => t.call({ method: 'POST', url: `${base}/check_bin`, token, payload: { bin } }),
  };
}

/** The cardholder's own name and contact, which every JSON enquiry starts with. */
export const enquirerContact = (who: { mobile: string; email: string }) => ({
  first_name: 'Asha',
  last_name: 'Rao',
  email: who.email,
  mobile_number: who.mobile,
});
