import { readFileSync } from 'node:fs';
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { offersCatalogueSchema, type OffersCatalogue } from '@portal/contract';
import { loadConfig } from '../../config.ts';
import { createCodeCipher, stableId } from '../../modules/offers/index.ts';
import type { Database } from '../client.ts';
import {
  bundleGroups,
  bundles,
  merchantOutlets,
  merchants,
  offerCardProducts,
  offerCategories,
  offerCategoryDetails,
  offerProviders,
  offers,
  voucherCodes,
} from '../schema/index.ts';
import { demoOffersCatalogue } from './offers-demo.ts';

/** `set` for an upsert: every column but the key from the row that was refused (`excluded`). */
function fromExcluded<T extends PgTable>(table: T): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([key]) => key !== 'id')
      .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

/**
 * Upserts an offers catalogue (the demo, or a file's `offers` section): rows keep ids derived from their names,
 * an offer's card products are replaced, voucher codes are encrypted and added once each. Returns the counts.
 */
export async function importOffers(db: Database, input: OffersCatalogue, codeKey = loadConfig().OFFERS_CODE_KEY) {
  const catalogue = offersCatalogueSchema.parse(input);
  const cipher = createCodeCipher(codeKey);
  const categoryId = (name: string) => stableId('offer-category', name);
  const offerId = (merchant: string, offer: string) => stableId('offer', `${merchant} / ${offer}`);
  const providerId = (name: string) => stableId('offer-provider', name);

  const categoryRows = catalogue.categories.map((c, position) => ({ id: categoryId(c.name), name: c.name, icon: c.icon, position }));
  const detailRows = catalogue.categories.flatMap((c) =>
    c.details.map((d) => ({ id: stableId('offer-category-detail', `${c.name} / ${d.name}`), categoryId: categoryId(c.name), ...d })),
  );
  const providerRows = catalogue.providers.map((p) => ({ id: providerId(p.name), ...p }));
  const merchantRows = catalogue.merchants.map((m) => ({
    id: stableId('merchant', m.name),
    name: m.name,
    title: m.title,
    logo: m.logo,
    description: m.description,
  }));
  const outletRows = catalogue.merchants.flatMap((m) =>
    m.outlets.map((o) => ({ id: stableId('outlet', `${m.name} / ${o.address}`), merchantId: stableId('merchant', m.name), ...o })),
  );
  const offerRows = catalogue.merchants.flatMap((m) =>
    m.offers.map((o) => ({
      id: offerId(m.name, o.name),
      merchantId: stableId('merchant', m.name),
      categoryId: categoryId(m.category),
      providerId: o.provider ? providerId(o.provider) : null,
      name: o.name,
      description: o.description,
      terms: o.terms,
      redemptionSteps: o.redemption_steps,
      offerType: o.offer_type,
      options: o.options,
      couponCode: o.coupon_code ? cipher.encrypt(o.coupon_code) : null,
      perUserLimit: o.per_user_limit,
      validFrom: o.valid_from,
      validTo: o.valid_to,
      status: o.status,
    })),
  );
  const cardRows = catalogue.merchants.flatMap((m) =>
    m.offers.flatMap((o) => o.card_product_ids.map((cardProductId) => ({ offerId: offerId(m.name, o.name), cardProductId }))),
  );
  const codeRows = catalogue.merchants.flatMap((m) =>
    m.offers.flatMap((o) =>
      o.voucher_codes.map((code) => ({
        offerId: offerId(m.name, o.name),
        codeEncrypted: cipher.encrypt(code),
        codeHash: cipher.hash(code),
      })),
    ),
  );
  const bundleRows = catalogue.bundles.map((b) => ({
    id: stableId('bundle', b.name),
    name: b.name,
    description: b.description,
    cardProductIds: b.card_product_ids,
  }));
  const groupRows = catalogue.bundles.flatMap((b) =>
    b.groups.map((g) => ({
      id: stableId('bundle-group', `${b.name} / ${g.name}`),
      bundleId: stableId('bundle', b.name),
      name: g.name,
      description: g.description,
      period: g.period,
      chooseCount: g.choose_count,
      offerIds: g.offers.map((key) => stableId('offer', key)),
    })),
  );

  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const upsert = async <T extends PgTable>(table: T, rows: T['$inferInsert'][], target: SQL | PgTable['_']['columns'][string]) => {
      if (rows.length > 0)
        await tx
          .insert(table)
          .values(rows)
          .onConflictDoUpdate({ target: target as never, set: fromExcluded(table) });
    };
    await upsert(offerCategories, categoryRows, offerCategories.id);
    await upsert(offerCategoryDetails, detailRows, offerCategoryDetails.id);
    await upsert(offerProviders, providerRows, offerProviders.id);
    await upsert(merchants, merchantRows, merchants.id);
    await upsert(merchantOutlets, outletRows, merchantOutlets.id);
    await upsert(offers, offerRows, offers.id);
    if (offerRows.length > 0) {
      await tx.delete(offerCardProducts).where(
        inArray(
          offerCardProducts.offerId,
          offerRows.map((o) => o.id),
        ),
      );
    }
    if (cardRows.length > 0) await tx.insert(offerCardProducts).values(cardRows);
    for (let i = 0; i < codeRows.length; i += 500) {
      await tx
        .insert(voucherCodes)
        .values(codeRows.slice(i, i + 500))
        .onConflictDoNothing();
    }
    await upsert(bundles, bundleRows, bundles.id);
    await upsert(bundleGroups, groupRows, bundleGroups.id);
  });
  return {
    merchants: merchantRows.length,
    outlets: outletRows.length,
    offers: offerRows.length,
    voucher_codes: codeRows.length,
    bundles: bundleRows.length,
  };
}

/** The seed's call: the made-up demo catalogue. */
export const importDemoOffers = (db: Database) => importOffers(db, demoOffersCatalogue());

/** `catalogue:import`'s call: the file's `offers` section, when it has one (validated; nothing written on a problem). */
export async function importOffersFromFile(db: Database, file: string, codeKey: string) {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { offers?: unknown };
  if (raw.offers === undefined) return undefined;
  const parsed = offersCatalogueSchema.safeParse(raw.offers);
  if (!parsed.success) {
    throw new Error(`offers: ${parsed.error.issues.map((i) => `offers.${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return importOffers(db, parsed.data, codeKey);
}
