import {
  matchCardByBin,
  messages,
  OFFERS_PER_PAGE,
  type NearbyQuery,
  type OfferDetail,
  type OfferListQuery,
  offerPageSchema,
  nearbyOfferSchema,
} from '@portal/contract';
import { AppError } from '../../../lib/app-error.ts';
import { serialisedOnce, type SerialisedJson } from '../../../lib/serialised-once.ts';
import * as repository from '../repository.ts';
import { filterOffers, openOffers, MAX_SERIALISED } from '../read-model.ts';
import { withStock, type OfferContext, type Viewer } from '../offer-context.ts';

/** The public reads: countries, card checks, categories, merchants, offer pages, nearby, bundles, the cardholder's redemptions and gift cards. */
export function catalogueReads(ctx: OfferContext) {
  const { deps, db, today, holderCards, filterCards, summary, refusedCard, toRedemption, bundleViews, giftCardView, nearbyViews } = ctx;
  return {
    async countries() {
      return (await deps.catalogue.current()).countries;
    },
    async cardDetails(bin: string, clientId: string | undefined) {
      const card = matchCardByBin((await deps.catalogue.current()).cards, bin);
      if (!card) throw await refusedCard(clientId);
      return { bin, card_product_id: card.id, name: card.name, network: card.network, category: card.category };
    },
    async validateBin(bin: string, bundleId: string | undefined, clientId: string | undefined) {
      const card = matchCardByBin((await deps.catalogue.current()).cards, bin);
      if (!card) return { success: false, msg: (await refusedCard(clientId)).message };
      if (bundleId) {
        const [bundle] = await repository.listBundles(db, bundleId);
        if (!bundle) throw new AppError('NOT_FOUND');
        if (bundle.cardProductIds.length > 0 && !bundle.cardProductIds.includes(card.id))
          return { success: false, msg: messages.binNotForBundle };
      }
      return { success: true, msg: messages.binValid };
    },
    async categories(viewer: Viewer | undefined, eligible: 'true' | 'false' | undefined) {
      const { filter } = await filterCards(viewer, eligible);
      const rows = await repository.listCategories(db, today(), filter);
      return filter ? rows.filter((c) => c.offer_count > 0) : rows;
    },
    categoryDetails: (id?: string) => repository.listCategoryDetails(db, id),
    providers: () => repository.listProviders(db),
    async merchants(viewer: Viewer | undefined, eligible: 'true' | 'false' | undefined) {
      const { filter } = await filterCards(viewer, eligible);
      return repository.listMerchants(db, today(), filter, filter !== undefined);
    },
    /** GET /offers as JSON text: one page of the open (and eligible) offers, from the read model, serialised once. */
    async offersJson(viewer: Viewer | undefined, query: OfferListQuery): Promise<SerialisedJson> {
      const cards = await filterCards(viewer, query.eligible);
      const { filter } = cards;
      const snapshot = await deps.readModel.current();
      const day = today();
      const key = `offers|${day}|${cards.answerKey}|${query.category ?? ''}|${query.merchant ?? ''}|${query.city ?? ''}|${query.text ?? ''}|${query.page}`;
      return serialisedOnce(
        snapshot.serialised,
        key,
        () => {
          const matching = filterOffers(snapshot, openOffers(snapshot, day, filter), query);
          const page = matching.slice((query.page - 1) * OFFERS_PER_PAGE, query.page * OFFERS_PER_PAGE);
          return offerPageSchema.parse({
            data: page.map((offer) => summary(withStock(snapshot, offer), cards)),
            meta: { page: query.page, per_page: OFFERS_PER_PAGE, total: matching.length },
          });
        },
        MAX_SERIALISED,
      );
    },
    async offer(viewer: Viewer | undefined, id: string): Promise<OfferDetail> {
      const row = await repository.findOffer(db, id);
      if (!row || row.status === 'draft') throw new AppError('NOT_FOUND');
      const [cards, outlets, used] = await Promise.all([
        holderCards(viewer),
        repository.outletsOf(db, row.merchant_id),
        viewer ? repository.countRedemptions(db, viewer.id, id) : Promise.resolve(undefined),
      ]);
      return {
        ...summary(row, cards),
        terms: row.terms,
        redemption_steps: row.redemption_steps,
        options: row.options,
        merchant: {
          id: row.merchant_id,
          name: row.merchant_name,
          title: row.merchant_title,
          logo: row.merchant_logo,
          description: row.merchant_description,
        },
        outlets,
        redemptions_left: used === undefined ? null : Math.max(0, row.per_user_limit - used),
      };
    },
    async nearby(viewer: Viewer | undefined, query: NearbyQuery) {
      const { filter, ...cards } = await filterCards(viewer, query.eligible);
      return nearbyViews(await deps.readModel.current(), query, filter, cards);
    },
    /** GET /nearby_offers as JSON text, serialised once per position, radius and card set. */
    async nearbyJson(viewer: Viewer | undefined, query: NearbyQuery): Promise<SerialisedJson> {
      const cards = await filterCards(viewer, query.eligible);
      const { filter } = cards;
      const snapshot = await deps.readModel.current();
      const key = `nearby|${today()}|${cards.answerKey}|${query.lat}|${query.lng}|${query.radius_km}`;
      return serialisedOnce(
        snapshot.serialised,
        key,
        () => ({ data: nearbyOfferSchema.array().parse(nearbyViews(snapshot, query, filter, cards)) }),
        MAX_SERIALISED,
      );
    },
    async nearbyMerchants(viewer: Viewer | undefined, query: NearbyQuery) {
      const near = await this.nearby(viewer, query);
      const all = await repository.listMerchants(db, today(), undefined);
      return all
        .flatMap((m) => {
          const mine = near.filter((o) => o.merchant_id === m.id);
          return mine.length ? [{ ...m, offer_count: mine.length, distance_km: Math.min(...mine.map((o) => o.distance_km)) }] : [];
        })
        .sort((a, b) => a.distance_km - b.distance_km);
    },
    async nearbyCategories(viewer: Viewer | undefined, query: NearbyQuery) {
      const near = await this.nearby(viewer, query);
      const all = await repository.listCategories(db, today());
      return all.flatMap((c) => {
        const count = near.filter((o) => o.category_id === c.id).length;
        return count ? [{ ...c, offer_count: count }] : [];
      });
    },
    async bundles(viewer: Viewer | undefined, eligible: 'true' | 'false' | undefined, id?: string) {
      await filterCards(viewer, eligible);
      const views = await bundleViews(viewer, id);
      if (id && views.length === 0) throw new AppError('NOT_FOUND');
      return eligible === 'true' ? views.filter((b) => b.eligible) : views;
    },
    async bundleGroups(viewer: Viewer | undefined, eligible: 'true' | 'false' | undefined, id?: string) {
      const groups = (await this.bundles(viewer, eligible)).flatMap((b) => b.groups).filter((g) => !id || g.id === id);
      if (id && groups.length === 0) throw new AppError('NOT_FOUND');
      return groups;
    },
    async redemptions(viewer: Viewer) {
      return (await repository.listRedemptions(db, viewer.id)).map(toRedemption);
    },
    giftCard: (viewer: Viewer, id: string) => giftCardView(viewer.id, id),
  };
}
