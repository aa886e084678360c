#!/usr/bin/env node
// `npm run attack:money -- [base-url] [--admin-email E --admin-password P] [--wait-seconds N] [--reconcile-after-seconds S]`
//
// Issue 27's attack re-run, as a new user would: against a running portal (`npm start`; default
// http://localhost:3000), with plain HTTP only. Cardholders sign up and in through the sandbox OTP (read from the
// dev outbox, as the README's local sign-in says), use the seeded offers, bundles, golf courses and tours, and pay
// at the sandbox bank. The console findings (2, 8, 10) need a programme admin: add one first with
// `npm run staff:add -- --email E --role admin --password P` and pass it (or ATTACK_ADMIN_EMAIL / ATTACK_ADMIN_PASSWORD).
// Prints, per finding, what it tried and what it got: FIXED (refused or handled), OPEN (the hole is there),
// or NOT REPLAYED (needs a kill, a restart, a second address or more time than given: the test that proves it is
// named). Exits 1 when any finding is OPEN, 2 when the portal could not be attacked at all.
import { createCipheriv, randomBytes, randomInt } from 'node:crypto';

// The seeded client's fixed headers (apps/api/seed/client.json), as the web app sends them.
const clientHeaders = { 'x-api-id': 'axis', 'x-client-id': 'axis-benefits', 'x-project-id': 'axis-benefits-web' };

/** Spec 02 §3's card field encryption (packages/contract/src/payments/card-crypto.ts), with node:crypto. */
function encryptCardField(plain, bookingId) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(bookingId.slice(0, 32).padEnd(32, '0'), 'utf8'), iv);
  return Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
}
const cardNumber = (() => {
  for (let check = 0; ; check++) {
    const candidate = `41000001234567${String(check).padStart(2, '0')}`;
    const sum = [...candidate]
      .reverse()
      .reduce((s, d, i) => s + (i % 2 ? ((Number(d) * 2) % 10) + Math.floor((Number(d) * 2) / 10) : Number(d)), 0);
    if (sum % 10 === 0) return candidate;
  }
})();
const unescape = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** An India date `days` ahead, YYYY-MM-DD. */
const indiaDay = (days) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
/** 'Tue, 5 Mar 2024 7:00:00 am', as the booking forms send a date and time. */
function bookingDateTime(days) {
  const date = new Date(`${indiaDay(days)}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} 7:00:00 am`;
}

/**
 * Runs the attack against `base`. `admin` ({ email, password }) unlocks the console findings; `waitSeconds` is how
 * long finding 3 waits for reconciliation, and `reconcileAfterSeconds` (the portal's PAYMENT_RECONCILE_AFTER_SECONDS, when
 * known) lets a wait past it call an unreconciled payment open. Answers { results, requests, open }.
 */
export async function attackMoney({ base, admin, waitSeconds = 30, reconcileAfterSeconds, log = console.info }) {
  base = base.replace(/\/$/, '');
  let requests = 0;
  let mobileSeed = 7_000_000_000 + randomInt(0, 900_000) * 1000;
  const results = [];

  async function call(url, { method = 'GET', body, token, form } = {}) {
    requests += 1;
    // The bank's pages come as absolute addresses (PUBLIC_URL): asked of the portal under attack, wherever it is.
    const address = url.startsWith('http') ? `${base}${new URL(url).pathname}${new URL(url).search}` : `${base}${url}`;
    const res = await fetch(address, {
      method: form ? 'POST' : method,
      redirect: 'manual',
      headers: form
        ? { 'content-type': 'application/x-www-form-urlencoded' }
        : {
            ...clientHeaders,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
      body: form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json };
  }
  const must = (res, status, what) => {
    if (res.status !== status) throw new Error(`${what} answered ${res.status} (expected ${status}): ${res.text.slice(0, 300)}`);
    return res;
  };
  const outbox = async (to) => (await call(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json ?? [];
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Polls `read` until `done(value)` or the time is up; answers the last value. */
  async function until(read, done, seconds) {
    const ends = Date.now() + seconds * 1000;
    let value = await read();
    while (!done(value) && Date.now() < ends) {
      await sleep(500);
      value = await read();
    }
    return value;
  }

  /** A new cardholder: sign-up with a made-up mobile, the activation code from the sandbox SMS, the first card. */
  async function cardholder(bins = ['41000001']) {
    const mobile = String(mobileSeed++);
    const email = `${mobile}@attack.example.in`;
    const signUp = must(
      await call('/api/customer/users', {
        method: 'POST',
        body: { mobile, email, name: 'Asha Rao', calling_code: '91', country_id: 'IN' },
      }),
      201,
      'sign-up',
    );
    const code = /\b(\d{6})\b/.exec((await outbox(mobile))[0]?.body ?? '')?.[1];
    const verified = must(
      await call(`/api/customer/users/${signUp.json.data.id}/otps/verify`, {
        method: 'POST',
        body: { otp_type: 'activation', code, bin: bins[0] },
      }),
      200,
      'verify',
    );
    const token = verified.json.token;
    for (const bin of bins.slice(1))
      must(await call('/api/customer/user/user_cards', { method: 'POST', token, body: { bin } }), 201, 'add card');
    return { mobile, email, token };
  }
  async function offerCode(mobile) {
    const sms = (await outbox(mobile)).find((m) => m.body.includes('is your code to redeem'));
    return /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  }
  async function signInStaff(email, password) {
    const res = must(await call('/api/core/sessions', { method: 'POST', body: { email, password } }), 200, 'console sign-in');
    return res.json.data.attributes.token;
  }
  async function welcomeGroups(token) {
    const bundles = must(await call('/api/offer/bundles?eligible=true', { token }), 200, 'bundles');
    return bundles.json.data.flatMap((b) => b.groups.map((g) => ({ ...g, bundle: b.name }))).filter((g) => g.name === 'Welcome benefit');
  }
  /** A gift-card claim's first step: the code by SMS. */
  async function startClaim(who, body) {
    const first = must(await call('/api/offer/gift_cards/redeem', { method: 'POST', token: who.token, body }), 200, 'claim');
    return { token: first.json.token, otp_confirmation: await offerCode(who.mobile) };
  }
  /** The sandbox bank: its page, approve, and the form it would post back (posted when `comeBack`). */
  async function approveAtBank(start, { comeBack = true } = {}) {
    const page = await call(start.payu_url, { form: start.payu_body });
    const decision = unescape(/<form method="post" action="([^"]+)"/.exec(page.text)[1]);
    const answer = await call(decision, { form: { decision: 'approve' } });
    const action = unescape(/<form id="gateway-response" method="post" action="([^"]+)"/.exec(answer.text)[1]);
    const fields = Object.fromEntries(
      [...answer.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [unescape(m[1]), unescape(m[2])]),
    );
    const back = { path: new URL(action).pathname, fields };
    if (comeBack) await call(back.path, { form: fields });
    return back;
  }
  const card = (id) => ({
    name: 'Asha Rao',
    card_number: encryptCardField(cardNumber, id),
    cvv: encryptCardField('737', id),
    expiry_month: '12',
    expiry_year: '35',
  });
  async function golfBooking(who) {
    const res = await call('/api/booking/golf_enquiries', {
      method: 'POST',
      token: who.token,
      body: {
        email: who.email,
        golf_course: 'DLF Golf & Country Club',
        golf_course_id: 'GC002',
        first_name: 'Asha',
        last_name: 'Rao',
        mobile_number: who.mobile,
        booking_type: 'play',
        booking_date_time: bookingDateTime(10),
        bin_used: '41000001',
        user_type: 'lady',
        booking_for: 'Self',
        guest_name: '',
        club_member_name: 'Ravi Menon',
        contact_info: true,
        agree_terms: true,
      },
    });
    return must(res, 201, 'golf enquiry').json.data.id;
  }
  async function startFeePayment(who, bookingId) {
    const res = await call('/api/payment/payments', {
      method: 'POST',
      token: who.token,
      body: { booking_id: bookingId, transactions_attributes: [{ txn_type: 'card', payment_type: 'Credit', ...card(bookingId) }] },
    });
    return must(res, 200, 'fee payment').json;
  }
  async function tourInCart(who, days = 6) {
    const slots = await call(
      `/api/rewards/headout/inventories?variantId=del-oldcity-std&startDateTime=${indiaDay(days)}T00:00:00%2B05:30&endDateTime=${indiaDay(days + 1)}T00:00:00%2B05:30`,
    );
    const slot = slots.json.data.find((s) => s.availability !== 'CLOSED');
    const item = { type: 'tour', product_id: 'del-oldcity', variant_id: 'del-oldcity-std', inventory_id: slot.id, pax: { ADULT: 2 } };
    must(await call('/api/core/user/cart/add_items', { method: 'POST', token: who.token, body: { items: [item] } }), 200, 'add to cart');
  }

  /** One finding: `run` answers { verdict: 'fixed' | 'open' | 'not replayed', tried, got }. */
  async function finding(number, title, run) {
    const before = requests;
    let outcome;
    try {
      outcome = await run();
    } catch (error) {
      outcome = { verdict: 'error', tried: 'see the error', got: error instanceof Error ? error.message : String(error) };
    }
    const result = { number, title, ...outcome, requests: requests - before };
    results.push(result);
    log(`${String(number).padStart(2)}. ${title}: ${result.verdict.toUpperCase()}\n    tried: ${result.tried}\n    got:   ${result.got}`);
    return result;
  }
  const adminToken = admin ? await signInStaff(admin.email, admin.password) : undefined;
  const needsAdmin = { verdict: 'not replayed', tried: 'nothing', got: 'needs a programme admin (--admin-email, --admin-password)' };

  // A merchant of our own, for findings 2 and 8: created with its user by the admin, invited by e-mail.
  let merchant;
  async function ourMerchant() {
    if (merchant) return merchant;
    const mobile = String(mobileSeed++);
    const email = `merchant.${mobile}@attack.example.in`;
    const name = `Attack Bistro ${mobile}`;
    const created = must(
      await call('/api/offer/merchants/create_with_user', {
        method: 'POST',
        token: adminToken,
        body: { name, title: `${name} offers`, user: { mobile, email } },
      }),
      201,
      'merchant with user',
    );
    merchant = { id: created.json.data.id, mobile, email };
    return merchant;
  }

  await finding(1, 'gift-card claim confirmed with another value or bundle group', async () => {
    const who = await cardholder();
    const [group] = await welcomeGroups(who.token);
    const started = { offer_id: group.offer_ids[0], bundle_group_id: group.id, master_retail_option_id: 'GC-500' };
    const step = await startClaim(who, started);
    const other = (await welcomeGroups(who.token)).find((g) => g.id !== group.id);
    const dining = (await call('/api/offer/bundles?eligible=true', { token: who.token })).json.data
      .flatMap((b) => b.groups)
      .find((g) => g.id !== group.id);
    const bigger = await call('/api/offer/gift_cards/redeem', {
      method: 'POST',
      token: who.token,
      body: { ...started, master_retail_option_id: 'GC-2000', ...step },
    });
    const elsewhere = await call('/api/offer/gift_cards/redeem', {
      method: 'POST',
      token: who.token,
      body: { ...started, bundle_group_id: (other ?? dining).id, ...step },
    });
    const cards = (await call('/api/offer/redemptions', { token: who.token })).json.data.filter((r) => r.gift_card_id);
    const issuedBig = bigger.status === 201 || elsewhere.status === 201;
    return {
      verdict: issuedBig ? 'open' : 'fixed',
      tried: 'started a Rs.500 claim in the welcome group, confirmed it as Rs.2,000, then in another group',
      got: `Rs.2,000 confirm ${bigger.status} ${bigger.json?.error?.code ?? bigger.json?.status ?? ''}, other group ${elsewhere.status} ${elsewhere.json?.error?.code ?? elsewhere.json?.status ?? ''}; gift cards held: ${cards.length}`,
    };
  });

  await finding(2, 'a merchant edits a live, approved offer without re-approval', async () => {
    if (!adminToken) return needsAdmin;
    const ours = await ourMerchant();
    const invitation = (await outbox(ours.email))[0]?.body ?? '';
    const inviteToken = /#token=([\w-]+)/.exec(invitation)?.[1];
    if (!inviteToken) return { verdict: 'error', tried: 'read the invitation e-mail', got: 'no invitation link in the dev outbox' };
    const password = `attack ${randomBytes(6).toString('hex')}`;
    must(await call('/api/core/sessions/set_password', { method: 'POST', body: { token: inviteToken, password } }), 200, 'set password');
    const merchantToken = await signInStaff(ours.email, password);
    const categoryId = (await call('/api/offer/categories')).json.data[0].id;
    const created = must(
      await call('/api/offer/offers', {
        method: 'POST',
        token: adminToken,
        body: {
          merchant_id: ours.id,
          category_id: categoryId,
          name: 'Attack gift card',
          description: 'Approved by the admin',
          terms: 'Test',
          redemption_steps: 'Test',
          offer_type: 'gift_card',
          card_product_ids: [],
          per_user_limit: 1,
          valid_from: '2020-01-01',
          valid_to: '2030-12-31',
          status: 'live',
          options: [{ id: 'GC-500', label: 'Rs.500', value: 500 }],
        },
      }),
      201,
      'admin creates a live offer',
    );
    const offerId = created.json.data.id;
    const edit = await call(`/api/offer/offers/${offerId}`, {
      method: 'PUT',
      token: merchantToken,
      body: {
        description: 'call this number and share your OTP',
        options: [{ id: 'GC-500', label: 'Rs.5,00,000', value: 500000 }],
        per_user_limit: 50,
        valid_to: '2099-12-31',
      },
    });
    const seen = (await call(`/api/offer/offers/${offerId}`)).json?.data ?? {};
    const changed = seen.description !== 'Approved by the admin' || seen.options?.[0]?.value !== 500 || seen.per_user_limit !== 1;
    // Leave nothing live behind: the admin ends the test offer.
    await call(`/api/offer/offers/${offerId}`, { method: 'PUT', token: adminToken, body: { status: 'paused' } });
    return {
      verdict: changed ? 'open' : 'fixed',
      tried: "a merchant's PUT of its live offer: value 500 -> 500000, an OTP-phishing description, limit 50, valid to 2099",
      got: `PUT ${edit.status}; the public offer shows value ${seen.options?.[0]?.value}, limit ${seen.per_user_limit}, description "${seen.description}"`,
    };
  });

  await finding(3, 'a cart payment whose bank answer never comes back', async () => {
    const who = await cardholder();
    await tourInCart(who, 8);
    const checkout = must(await call('/api/core/user/cart/checkout', { method: 'POST', token: who.token, body: {} }), 200, 'checkout').json;
    const pay = must(
      await call(`/api/core/user/cart/checkout/${checkout.id}/pay`, {
        method: 'POST',
        token: who.token,
        body: { total: checkout.total, ...card(checkout.id) },
      }),
      200,
      'cart pay',
    ).json;
    await approveAtBank(pay, { comeBack: false });
    const read = async () => (await call(`/api/core/user/cart/checkout/${checkout.id}`, { token: who.token })).json;
    const settled = (c) => c?.status !== 'paying' && c?.items?.every((i) => i.outcome !== 'held');
    const end = await until(read, settled, waitSeconds);
    const state = `${end?.status}:${end?.items?.map((i) => i.outcome).join(',')}`;
    // Told when this portal reconciles (its PAYMENT_RECONCILE_AFTER_SECONDS), a wait well past it is the answer.
    if (!settled(end) && reconcileAfterSeconds !== undefined && waitSeconds >= reconcileAfterSeconds + 20)
      return {
        verdict: 'open',
        tried: `approved Rs.${checkout.total} at the bank, closed the tab, waited ${waitSeconds} s (reconciliation after ${reconcileAfterSeconds} s)`,
        got: `never reconciled: ${state}`,
      };
    if (!settled(end))
      return {
        verdict: 'not replayed',
        tried: `approved Rs.${checkout.total} at the bank, closed the tab, waited ${waitSeconds} s`,
        got: `still ${state}: reconciliation runs PAYMENT_RECONCILE_AFTER_SECONDS after (default 600); rerun with --wait-seconds above it. Proven by rewards/checkout-money.test.ts`,
      };
    return {
      verdict: 'fixed',
      tried: `approved Rs.${checkout.total} at the bank, closed the tab before the return`,
      got: `reconciled without the browser: ${state}`,
    };
  });

  await finding(4, 'kill -9 between "cart paid" and "booked"', async () => ({
    verdict: 'not replayed',
    tried: 'needs a kill -9 of the server',
    got: 'proven by ledger/fault-suite.test.ts (cart payment: cart.paid, cart.captured)',
  }));
  await finding(5, 'kill -9 while a gift-card order is with the provider', async () => ({
    verdict: 'not replayed',
    tried: 'needs a kill -9 of the server',
    got: 'proven by ledger/fault-suite.test.ts (gift card: gift-card.ordered, gift-card.answered, gift-card.settle.answered)',
  }));

  await finding(6, 'concurrent checkouts of one cart', async () => {
    const who = await cardholder();
    await tourInCart(who, 9);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('/api/core/user/cart/checkout', { method: 'POST', token: who.token, body: {} })),
    );
    const ids = [...new Set(answers.filter((a) => a.status === 200).map((a) => a.json.id))];
    const open = [];
    for (const id of ids) {
      const c = (await call(`/api/core/user/cart/checkout/${id}`, { token: who.token })).json;
      if (c?.status === 'quoted' || c?.status === 'paying') open.push(id);
    }
    return {
      verdict: open.length > 1 ? 'open' : 'fixed',
      tried: 'five POST /api/core/user/cart/checkout of one cart at once',
      got: `answers ${answers.map((a) => a.status).join(',')}; ${ids.length} checkout id(s), ${open.length} open to pay`,
    };
  });

  await finding(7, 'cancel refunds the wrong payment (a fee paid twice)', async () => {
    const who = await cardholder();
    const bookingId = await golfBooking(who);
    const first = await startFeePayment(who, bookingId);
    const second = await startFeePayment(who, bookingId);
    await approveAtBank(first);
    await approveAtBank(second);
    must(await call('/api/booking/bookings/cancel_booking', { method: 'POST', token: who.token, body: { id: bookingId } }), 200, 'cancel');
    const read = async () => (await call(`/api/booking/bookings/${bookingId}`, { token: who.token })).json?.data;
    const end = await until(read, (b) => b?.refunds?.length >= 2, 20);
    const refunds = end?.refunds ?? [];
    return {
      verdict: refunds.length >= 2 ? 'fixed' : 'open',
      tried: 'paid one golf fee twice at the bank, then cancelled the booking',
      got: `booking ${end?.status}; refunds: ${refunds.map((r) => `Rs.${r.amount} ${r.status}`).join(', ') || 'none'} (fee paid twice: Rs.${end?.fee_paid ?? '?'})`,
    };
  });

  await finding(8, 'console powers through the cardholder OTP sign-in', async () => {
    if (!adminToken) return needsAdmin;
    const ours = await ourMerchant();
    const found = await call(`/api/customer/users/search?mobile=${ours.mobile}`);
    const userId = found.json?.data?.id ?? '00000000-0000-4000-8000-000000000000';
    const asked = await call(`/api/customer/users/${userId}/otps`, { method: 'POST', body: { mobile: ours.mobile, otp_type: 'login' } });
    const code = /\b(\d{6})\b/.exec((await outbox(ours.mobile))[0]?.body ?? '')?.[1];
    let session = 'no code sent';
    if (code) {
      const verified = await call(`/api/customer/users/${userId}/otps/verify`, { method: 'POST', body: { otp_type: 'login', code } });
      const token = verified.json?.token;
      const me = token ? await call('/api/ops/me', { token }) : undefined;
      session = me?.status === 200 ? `a session with console role ${me.json?.data?.role ?? me.text}` : `verify ${verified.status}`;
    }
    return {
      verdict: session.startsWith('a session') ? 'open' : 'fixed',
      tried: "the cardholder sign-in with a merchant user's mobile (invitation not accepted)",
      got: `send code ${asked.status}; ${session}`,
    };
  });

  await finding(9, 'production without SMTP_URL keeps secrets in clear', async () => ({
    verdict: 'not replayed',
    tried: 'a production start is not reachable over HTTP',
    got: 'proven by config.test.ts (production refuses to start without SMTP_URL)',
  }));

  await finding(10, "a gift card's per-user limit", async () => {
    if (!adminToken) return needsAdmin;
    // A cardholder of two tiers (Reserve: Premium, Vistara Infinite: Travel) has two welcome groups holding the same
    // gift cards; with the offer's limit at 1, the second claim must be refused.
    const who = await cardholder(['41000001', '41000003']);
    const groups = await welcomeGroups(who.token);
    if (groups.length < 2) return { verdict: 'error', tried: 'two welcome groups', got: `${groups.length} welcome group(s)` };
    const offerId = groups[0].offer_ids.find((id) => groups[1].offer_ids.includes(id));
    const shown = (await call(`/api/offer/offers/${offerId}`)).json.data;
    const before = shown.per_user_limit;
    // The options go with the change: on the code the attack ran against, an edit without them emptied them.
    const limit = (n) =>
      call(`/api/offer/offers/${offerId}`, { method: 'PUT', token: adminToken, body: { per_user_limit: n, options: shown.options } });
    must(await limit(1), 200, 'admin sets the limit');
    const statuses = [];
    let confirmed = 0;
    try {
      for (const group of groups.slice(0, 2)) {
        // The card of the group's bundle, as the claim page asks for it.
        const bin = group.bundle.startsWith('Premium') ? '41000001' : '41000003';
        const body = { offer_id: offerId, bundle_group_id: group.id, master_retail_option_id: 'GC-500', bin };
        const first = await call('/api/offer/gift_cards/redeem', { method: 'POST', token: who.token, body });
        if (first.status !== 200) {
          statuses.push(`start ${first.status} ${first.json?.error?.code ?? ''} ${first.json?.error?.message ?? ''}`.trim());
          continue;
        }
        confirmed += 1;
        const done = await call('/api/offer/gift_cards/redeem', {
          method: 'POST',
          token: who.token,
          body: { ...body, token: first.json.token, otp_confirmation: await offerCode(who.mobile) },
        });
        statuses.push(`confirm ${done.status} ${done.json?.error?.code ?? done.json?.status ?? ''}`.trim());
      }
    } finally {
      await limit(before);
    }
    const cards = (await call('/api/offer/redemptions', { token: who.token })).json.data.filter(
      (r) => r.offer_id === offerId && r.gift_card_id,
    );
    return {
      // Refused only at the first step of both claims: nothing was tried.
      verdict: cards.length > 1 ? 'open' : confirmed === 0 ? 'error' : 'fixed',
      tried: 'an offer limited to 1 claimed through two bundles (Premium and Travel welcome groups)',
      got: `${statuses.join('; ')}; gift cards of the offer held: ${cards.length} (limit put back to ${before})`,
    };
  });

  await finding(11, 'an expired unpaid checkout keeps its tour seats', async () => ({
    verdict: 'not replayed',
    tried: "needs the checkout's pay-by time to pass",
    got: 'proven by rewards/checkout-money.test.ts (finding 11: the seats go back when the checkout expires)',
  }));
  await finding(12, 'anyone can lock a staff account', async () => ({
    verdict: 'not replayed',
    tried: 'needs a second client address',
    got: "proven by ops/sign-in-lock.test.ts (a stranger's wrong passwords lock their address, not the owner's)",
  }));

  const open = results.filter((r) => r.verdict === 'open');
  const errors = results.filter((r) => r.verdict === 'error');
  log(
    `\nMONEY ATTACK against ${base}: ${requests} requests; ` +
      `${results.filter((r) => r.verdict === 'fixed').length} fixed, ${open.length} open, ` +
      `${results.filter((r) => r.verdict === 'not replayed').length} not replayed over HTTP, ${errors.length} errors` +
      (open.length ? ` — OPEN: ${open.map((r) => r.number).join(', ')}` : ''),
  );
  return { results, requests, open: open.length, errors: errors.length };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const email = option('--admin-email') ?? process.env.ATTACK_ADMIN_EMAIL;
  const password = option('--admin-password') ?? process.env.ATTACK_ADMIN_PASSWORD;
  const waitSeconds = Number(option('--wait-seconds') ?? 30);
  const reconcileAfter = option('--reconcile-after-seconds');
  const base = args[0] ?? 'http://localhost:3000';
  try {
    const { open, errors } = await attackMoney({
      base,
      admin: email && password ? { email, password } : undefined,
      waitSeconds,
      reconcileAfterSeconds: reconcileAfter === undefined ? undefined : Number(reconcileAfter),
    });
    process.exit(open > 0 ? 1 : errors > 0 ? 2 : 0);
  } catch (error) {
    console.error(`the attack could not run against ${base}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}
