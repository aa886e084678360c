import { randomInt } from 'node:crypto';
import {
  bundlePeriodKey,
  cardMatchesByMode,
  integrationModeOf,
  refusedCardMessage,
  eligibleCardFor,
  isOfferOpen,
  istDate,
  matchCardByBin,
  messages,
  offerEligibility,
  OTP_LENGTH,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_SEND_WINDOW_MINUTES,
  OTP_SENDS_PER_MOBILE,
  OTP_VALID_MINUTES,
  type Bundle,
  type BundleGroup,
  type GiftCard,
  type NearbyQuery,
  type OfferSummary,
  type Redemption,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { EmailGateway } from '../../gateways/email/email-gateway.ts';
import type { GiftCardOutcome, GiftCardProvider } from '../../gateways/gift-cards/index.ts';
import { SmsDeliveryError, type SmsGateway } from '../../gateways/sms/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { keyedHash, randomToken, safeEqual } from '../../lib/secrets.ts';
import type { CatalogueService, CatalogueSnapshot } from '../catalogue/index.ts';
import type { JobService } from '../jobs/index.ts';
import type { PaymentPipeline } from '../payments/index.ts';
import type { CodeCipher } from './code-cipher.ts';
import * as repository from './repository.ts';
import { isOpenOn, nearbyOffers, type LiveOffer, type OffersReadModel, type OffersSnapshot } from './read-model.ts';
import type { ReceiptRequest } from '../notifications/index.ts';

/** The signed-in cardholder as the session read them (undefined: nobody signed in). */
export interface Viewer {
  id: string;
  mobile: string;
  email: string | null;
  cardBins: string[];
}
export type Fail = { error: AppError };
const fail = (error: AppError): Fail => ({ error });

/** What the offer service is given: the database, the catalogue, the gateways, the jobs, the read model, secrets. */
export interface OffersDeps {
  db: Database;
  catalogue: CatalogueService;
  sms: SmsGateway;
  email: EmailGateway;
  giftCards: GiftCardProvider;
  jobs: JobService;
  /** The live offers and outlets in memory (read-model.ts), for the lists and a redemption's offer. */
  readModel: OffersReadModel;
  cipher: CodeCipher;
  secret: string;
  settleAfterSeconds: number;
  /** The one payment pipeline: a gift card bought by card is its purpose `gift_card` (issue 29). */
  pipeline: PaymentPipeline;
  /** A cardholder's name, mobile and e-mail (the payer, a receipt's address). */
  contactOf: (userId: string) => Promise<{ name: string | null; email: string | null; mobile: string } | undefined>;
  /** The notifications module's receipt queue: an SMS and an e-mail, once per key, in the caller's transaction. */
  queueReceipt: (request: ReceiptRequest, tx?: Database) => Promise<void>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * What the offer service's use cases (use-cases/) share: the viewer's cards, an open offer, the OTP step (send,
 * confirm), the views of a redemption, a bundle group and a gift card.
 */
export function createOfferContext(deps: OffersDeps) {
  const { db, cipher } = deps;
  const now = deps.now ?? (() => new Date());
  // The IST date of now, worked out once a second (the hot lists ask for it on every request).
  let todayOf = { second: NaN, date: '' };
  const today = () => {
    const at = now().getTime();
    const second = Math.floor(at / 1000);
    if (second !== todayOf.second) todayOf = { second, date: istDate(new Date(at)) };
    return todayOf.date;
  };
  const tokenHash = (token: string) => keyedHash(deps.secret, `offer-token:${token}`);
  const otpHash = (redemptionId: string, code: string) => keyedHash(deps.secret, `offer-otp:${redemptionId}:${code}`);

  /** The viewer's registered cards as catalogue card products. */
  // A viewer's cards per catalogue version: the lists keep a session's viewer for a while (routes.ts), so a hot
  // list does not match bins against the catalogue on every request.
  const holderCardsOf = new WeakMap<Viewer, { version: number; cards: HolderCards }>();
  let anonymousCards: { version: number; cards: HolderCards } | undefined;
  async function holderCards(viewer: Viewer | undefined): Promise<HolderCards> {
    const catalogue = await deps.catalogue.current();
    const kept = viewer ? holderCardsOf.get(viewer) : anonymousCards;
    if (kept?.version === catalogue.version) return kept.cards;
    const cards = cardsOf(catalogue, viewer);
    if (viewer) holderCardsOf.set(viewer, { version: catalogue.version, cards });
    else anonymousCards = { version: catalogue.version, cards };
    return cards;
  }
  type HolderCards = ReturnType<typeof cardsOf>;
  function cardsOf({ cards, version: catalogueVersion }: CatalogueSnapshot, viewer: Viewer | undefined) {
    // Reasons name the cards in the catalogue's order (the header menu's), not the database's.
    const position = (id: string) => cards.findIndex((c) => c.id === id) >>> 0;
    const inOrder = (ids: readonly string[]) => [...ids].sort((a, b) => position(a) - position(b));
    const cardName = (id: string) => cards.find((c) => c.id === id)?.name;
    if (!viewer) return { held: undefined, cardName, inOrder, catalogueVersion };
    const held = viewer.cardBins.flatMap((bin) => {
      const card = matchCardByBin(cards, bin);
      return card ? [{ bin, card_product_id: card.id, name: card.name }] : [];
    });
    return { held, cardName, inOrder, catalogueVersion };
  }
  /** A viewer's cards as a list reads them: with the eligible=true filter (if asked), and the answer key. */
  type ListView = HolderCards & {
    filter: string[] | undefined;
    /** What a list answer depends on besides the offers: the catalogue's version (card names) and the viewer's cards. */
    answerKey: string;
  };
  const listView = (cards: HolderCards, filter: string[] | undefined): ListView => ({
    ...cards,
    filter,
    answerKey: `${cards.catalogueVersion}|${cards.held ? cards.held.map((c) => c.card_product_id).join(',') : '-'}|${filter ? 'eligible' : 'all'}`,
  });
  // Both views of a cards read, made once: the lists ask for one on every request.
  const listViews = new WeakMap<HolderCards, { all?: ListView; eligible?: ListView }>();
  /** `eligible=true` keeps what the viewer's cards may use: it needs a viewer. */
  async function filterCards(viewer: Viewer | undefined, eligible: 'true' | 'false' | undefined): Promise<ListView> {
    const cards = await holderCards(viewer);
    let views = listViews.get(cards);
    if (!views) listViews.set(cards, (views = {}));
    if (eligible !== 'true') return (views.all ??= listView(cards, undefined));
    if (!cards.held) throw new AppError('UNAUTHORIZED', messages.offerSignInForEligible);
    return (views.eligible ??= listView(
      cards,
      cards.held.map((c) => c.card_product_id),
    ));
  }
  const summary = (row: repository.OfferRow, { held, cardName, inOrder }: Pick<HolderCards, 'held' | 'cardName' | 'inOrder'>) => {
    const { eligible, reason } = offerEligibility(
      inOrder(row.card_product_ids),
      held?.map((c) => c.card_product_id),
      cardName,
    );
    return { ...pickSummary(row), eligible, eligibility_reason: reason } satisfies OfferSummary;
  };

  const clientOf = async (clientId: string | undefined) => (await deps.catalogue.current()).clients.get(clientId ?? '');
  /** The client's configured words for a card that is not one of the cardholder's (spec 02 §8), by its integration mode. */
  async function refusedCard(clientId: string | undefined) {
    const client = await clientOf(clientId);
    return new AppError('INVALID_BIN', client ? refusedCardMessage(client) : messages.invalidCard);
  }

  /** A redemption's offer when it completes: from the read model (no round trip) when it is open today. */
  async function openOfferToComplete(id: string) {
    const live = deps.readModel.freshOffers()?.byId.get(id);
    return live && isOpenOn(live, today()) ? live : openOffer(id);
  }

  async function openOffer(id: string) {
    const offer = await repository.findOffer(db, id);
    if (!offer) throw new AppError('NOT_FOUND');
    if (!isOfferOpen(offer, today())) throw new AppError('CONFLICT', messages.offerNotLive);
    return offer;
  }

  /** A live gift-card offer and the value (retail option) asked for, bought or claimed alike. */
  async function openGiftCardOption(offerId: string, optionId: string) {
    const offer = await openOffer(offerId);
    if (offer.offer_type !== 'gift_card') throw new AppError('CONFLICT', messages.giftCardNotAnOffer);
    const option = offer.options.find((o) => o.id === optionId);
    if (!option) {
      throw new AppError('VALIDATION_FAILED', messages.giftCardOptionRequired, {
        master_retail_option_id: [messages.giftCardOptionRequired],
      });
    }
    return { offer, option };
  }

  /** The card a redemption uses: the entered bin when it is one of the viewer's cards, else the first that may. */
  async function cardFor(viewer: Viewer, allowed: readonly string[], bin: string | undefined, clientId: string | undefined) {
    const { held, cardName, inOrder } = await holderCards(viewer);
    // The client's integration mode says how much of the entered card must match a registered one (PUT /api/core/client).
    const client = bin ? await clientOf(clientId) : undefined;
    const mode = client ? integrationModeOf(client) : 'first8';
    const candidates = bin ? held!.filter((c) => cardMatchesByMode(mode, c.bin, bin)) : held!;
    if (bin && candidates.length === 0) throw await refusedCard(clientId);
    const card = eligibleCardFor(allowed, candidates);
    if (!card) throw new AppError('NOT_ELIGIBLE', offerEligibility(inOrder(allowed), [], cardName).reason);
    return { ...card, bin: bin ?? card.bin };
  }

  /** First step of a redeem or a claim: the redemption row with hashed token and code, the code by SMS. */
  async function sendOtp(
    viewer: Viewer,
    clientId: string | undefined,
    offerName: string,
    row: Omit<Parameters<typeof repository.insertRedemption>[1], 'tokenHash' | 'otpExpiresAt'>,
  ) {
    const since = new Date(now().getTime() - OTP_SEND_WINDOW_MINUTES * 60_000);
    if ((await repository.countRecentOtpSends(db, viewer.id, since)) >= OTP_SENDS_PER_MOBILE) {
      throw new AppError('OTP_SEND_LIMIT', messages.otpRequestLimit);
    }
    const token = randomToken(24);
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const expiresAt = new Date(now().getTime() + OTP_VALID_MINUTES * 60_000);
    const id = await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const created = await repository.insertRedemption(tx, { ...row, tokenHash: tokenHash(token), otpExpiresAt: expiresAt });
      await repository.setRedemption(tx, created, { otpHash: otpHash(created, code) });
      return created;
    });
    try {
      // The client's registered SMS template (PUT /api/core/client), for providers that need one.
      const templateId = (await clientOf(clientId))?.sms_template_id || undefined;
      await deps.sms.send({ to: viewer.mobile, body: messages.offerOtpSms(code, offerName), templateId });
    } catch (error) {
      if (!(error instanceof SmsDeliveryError)) throw error;
      deps.log.error({ err: error }, 'offer OTP SMS not delivered');
      await db.transaction((txn) => repository.setRedemption(txn as unknown as Database, id, { status: 'expired', otpHash: null }));
      throw new AppError('SERVICE_UNAVAILABLE', messages.smsNotDelivered);
    }
    return { status: 'otp_required' as const, msg: messages.offerOtpSent, token, expires_at: expiresAt.toISOString() };
  }

  /**
   * Second step: in one transaction the redemption is locked (after `lockKey`'s lock, when given), its code checked,
   * then `complete` runs, which must use the code up (single use). A refusal is returned, not thrown, so what was
   * written (the used code, the status) commits.
   */
  async function confirmOtp<T>(
    viewer: Viewer,
    offerId: string,
    input: { token: string; otp_confirmation?: string; lockKey?: string },
    complete: (tx: Database, redemption: NonNullable<Awaited<ReturnType<typeof repository.lockRedemptionByToken>>>) => Promise<T | Fail>,
  ): Promise<T> {
    const result = await db.transaction(async (txn): Promise<T | Fail> => {
      const tx = txn as unknown as Database;
      const row = await repository.lockRedemptionByToken(tx, tokenHash(input.token), input.lockKey);
      if (!row || row.userId !== viewer.id || row.offerId !== offerId) return fail(new AppError('OTP_EXPIRED', messages.offerOtpUsed));
      if (row.status !== 'otp_sent' || !row.otpHash || row.otpExpiresAt.getTime() <= now().getTime()) {
        return fail(new AppError('OTP_EXPIRED', messages.offerOtpUsed));
      }
      if (!input.otp_confirmation)
        return fail(new AppError('OTP_INVALID', messages.otpRequired, { otp_confirmation: [messages.otpRequired] }));
      if (!safeEqual(otpHash(row.id, input.otp_confirmation), row.otpHash)) {
        const wrong = row.otpWrongAttempts + 1;
        if (wrong >= OTP_MAX_WRONG_ATTEMPTS) {
          await repository.setRedemption(tx, row.id, { otpWrongAttempts: wrong, otpHash: null, status: 'expired' });
          return fail(new AppError('OTP_EXPIRED', messages.offerOtpUsed));
        }
        await repository.setRedemption(tx, row.id, { otpWrongAttempts: wrong });
        return fail(new AppError('OTP_INVALID', messages.offerOtpWrong(OTP_MAX_WRONG_ATTEMPTS - wrong)));
      }
      return complete(tx, row);
    });
    if (result && typeof result === 'object' && 'error' in result) throw result.error;
    return result as T;
  }

  async function redemptionView(userId: string, id: string): Promise<Redemption> {
    const [row] = await repository.listRedemptions(db, userId, { id });
    if (!row) throw new AppError('NOT_FOUND');
    return toRedemption(row);
  }
  function toRedemption(row: repository.RedemptionViewRow): Redemption {
    const sealed = row.offer_type === 'coupon' ? row.coupon_code : row.voucher_code;
    const { coupon_code: _coupon, voucher_code: _voucher, ...rest } = row;
    return { ...rest, voucher_code: row.status === 'completed' && sealed ? cipher.decrypt(sealed) : null };
  }

  async function bundleViews(viewer: Viewer | undefined, id?: string): Promise<Bundle[]> {
    const [rows, { held, cardName, inOrder }, used] = await Promise.all([
      repository.listBundles(db, id),
      holderCards(viewer),
      viewer ? repository.bundleUnitsUsed(db, viewer.id) : Promise.resolve(undefined),
    ]);
    return rows.map((bundle) => {
      const { eligible, reason } = offerEligibility(
        inOrder(bundle.cardProductIds),
        held?.map((c) => c.card_product_id),
        cardName,
      );
      const groups = bundle.groups.map((g): BundleGroup => {
        const period = bundlePeriodKey(g.period, today());
        const usedNow = used ? (used.find((u) => u.group_id === g.id && u.period_key === period)?.used ?? 0) : null;
        return {
          id: g.id,
          bundle_id: g.bundleId,
          name: g.name,
          description: g.description,
          period: g.period,
          choose_count: g.chooseCount,
          used: usedNow,
          left: usedNow === null ? null : Math.max(0, g.chooseCount - usedNow),
          offer_ids: g.offerIds,
        };
      });
      return {
        id: bundle.id,
        name: bundle.name,
        description: bundle.description,
        card_product_ids: bundle.cardProductIds,
        groups,
        eligible,
        eligibility_reason: reason,
      };
    });
  }

  /** A bundle group the viewer may use now, with the card that entitles them and this period's key. */
  async function usableGroup(viewer: Viewer, groupId: string, offerId: string, bin: string | undefined, clientId: string | undefined) {
    const found = await repository.findBundleGroup(db, groupId);
    if (!found) throw new AppError('NOT_FOUND');
    if (!found.group.offerIds.includes(offerId)) throw new AppError('CONFLICT', messages.offerNotInBundle);
    const card = await cardFor(viewer, found.bundleCards, bin, clientId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_ELIGIBLE') throw new AppError('NOT_ELIGIBLE', messages.binNotForBundle);
      throw error;
    });
    const periodKey = bundlePeriodKey(found.group.period, today());
    const unitsUsed = async (tx: Database) =>
      (await repository.bundleUnitsUsed(tx, viewer.id)).find((u) => u.group_id === groupId && u.period_key === periodKey)?.used ?? 0;
    if ((await unitsUsed(db)) >= found.group.chooseCount) throw new AppError('QUOTA_EXHAUSTED', messages.offerBundleUsedUp);
    return { group: found.group, card, periodKey, unitsUsed };
  }

  async function giftCardView(userId: string, id: string): Promise<GiftCard> {
    const card = await repository.findGiftCard(db, id);
    if (!card || card.userId !== userId) throw new AppError('NOT_FOUND');
    const offer = await repository.findOffer(db, card.offerId);
    const fulfilled = card.status === 'fulfilled';
    return {
      id: card.id,
      offer_id: card.offerId,
      brand: offer?.merchant_name ?? '',
      status: card.status,
      code: fulfilled && card.codeEncrypted ? cipher.decrypt(card.codeEncrypted) : null,
      pin: fulfilled && card.pinEncrypted ? cipher.decrypt(card.pinEncrypted) : null,
      balance: fulfilled ? card.balance : null,
      expires_on: fulfilled ? card.expiresOn : null,
      events: card.events.map((e) => ({ kind: e.kind, at: e.at.toISOString() })),
    };
  }

  /** Applies the provider's answer: a fulfilled card is sealed, a failed one gives the bundle unit back. */
  async function applyOutcome(giftCardId: string, outcome: GiftCardOutcome) {
    if (outcome.status === 'pending') return;
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const settled =
        outcome.status === 'fulfilled'
          ? {
              status: 'fulfilled' as const,
              codeEncrypted: cipher.encrypt(outcome.code),
              pinEncrypted: cipher.encrypt(outcome.pin),
              balance: outcome.balance,
              expiresOn: outcome.expiresOn,
            }
          : { status: 'failed' as const };
      const redemptionId = await repository.settleGiftCard(tx, giftCardId, settled);
      if (redemptionId)
        await repository.setRedemption(tx, redemptionId, { status: outcome.status === 'fulfilled' ? 'completed' : 'failed' });
      // "Issued at once to your mobile and e-mail": its receipt with the issue, once (the card's key). The code's
      // last four only; the code and PIN stay sealed in the wallet.
      if (redemptionId && outcome.status === 'fulfilled') {
        const card = await repository.findGiftCard(tx, giftCardId);
        const offer = card && (await repository.findOffer(tx, card.offerId));
        if (card)
          await deps.queueReceipt(
            {
              key: `gift-card:${giftCardId}`,
              userId: card.userId,
              receipt: {
                kind: 'gift_card',
                brand: offer?.merchant_name ?? 'Gift card',
                amount: card.amount,
                codeEnd: outcome.code.slice(-4),
                expiresOn: outcome.expiresOn || null,
              },
            },
            tx,
          );
      }
    });
  }

  function nearbyViews(
    snapshot: OffersSnapshot,
    query: NearbyQuery,
    filter: readonly string[] | undefined,
    cards: Pick<HolderCards, 'held' | 'cardName' | 'inOrder'>,
  ) {
    const near = nearbyOffers(snapshot, { lat: query.lat, lng: query.lng, radiusKm: query.radius_km, today: today(), cards: filter });
    return near.map(({ offer, distance_km, outlet }) => ({
      ...summary(withStock(snapshot, offer), cards),
      distance_km: Math.round(distance_km * 100) / 100,
      outlet: { id: outlet.id, city: outlet.city, address: outlet.address, latitude: outlet.latitude, longitude: outlet.longitude },
    }));
  }

  return {
    deps,
    db,
    cipher,
    now,
    today,
    tokenHash,
    otpHash,
    holderCards,
    filterCards,
    summary,
    clientOf,
    refusedCard,
    openOfferToComplete,
    openOffer,
    openGiftCardOption,
    cardFor,
    sendOtp,
    confirmOtp,
    redemptionView,
    toRedemption,
    bundleViews,
    usableGroup,
    giftCardView,
    applyOutcome,
    nearbyViews,
    fail,
  };
}
export type OfferContext = ReturnType<typeof createOfferContext>;
/** A live offer with its pool's free codes (null for offers without a pool). */
export function withStock(snapshot: OffersSnapshot, offer: LiveOffer): repository.OfferRow {
  return { ...offer, stock_left: offer.offer_type === 'voucher' ? (snapshot.stock.get(offer.id) ?? 0) : null };
}

/** The fields of an offer every list shows: the cardholder's summary, and the console's managed offer (console-service.ts). */
export function pickSummary(row: repository.OfferRow) {
  return {
    id: row.id,
    merchant_id: row.merchant_id,
    merchant_name: row.merchant_name,
    merchant_logo: row.merchant_logo,
    category_id: row.category_id,
    category_name: row.category_name,
    name: row.name,
    description: row.description,
    offer_type: row.offer_type,
    status: row.status,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    per_user_limit: row.per_user_limit,
    card_product_ids: row.card_product_ids,
    stock_left: row.stock_left,
  };
}
