import type { CardProduct, OfferCreate } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { OfferForm } from './offer-form';

// Record ids are UUIDs (the contract's idSchema).
const DINING = '0b6a1f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const OWN_MERCHANT = '1c7b2a5f-2d3e-4f60-9bac-1d2e3f4a5b6c';
const OTHER_MERCHANT = '2d8c3b60-3e4f-4071-acbd-2e3f4a5b6c7d';
const card = (id: string, name: string) => ({ id, name, category: 'credit' }) as CardProduct;
const lists = {
  'GET /api/offer/categories': reply(200, { data: [{ id: DINING, name: 'Dining', icon: 'dining', offer_count: 3 }] }),
  'GET /api/core/cards': reply(200, { data: [card('reserve', 'Reserve'), card('olympus', 'Olympus')] }),
};

async function fillValidOffer(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.selectOptions(await screen.findByLabelText('Category'), await screen.findByRole('option', { name: 'Dining' }));
  await user.type(screen.getByLabelText('Offer name'), '20% off dinner');
  // As the console writes every date: dd/mm/yyyy (a native date input would follow the desk's locale).
  await user.type(screen.getByLabelText('First day'), '01/12/2026');
  await user.type(screen.getByLabelText('Last day'), '31/03/2027');
}

describe('OfferForm (a merchant files an offer)', () => {
  it('refuses a missing name, category and dates in words, and sends nothing', async () => {
    stubFetch(lists);
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<OfferForm merchantId={OWN_MERCHANT} submitLabel="Save offer" busy={false} onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('Choose a category.')).toBeInTheDocument();
    expect(screen.getByText("Enter the offer's name (up to 120 characters).")).toBeInTheDocument();
    expect(screen.getByText('Enter the first day the offer can be used.')).toBeInTheDocument();
    expect(screen.getByLabelText('Offer name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a last day before the first day', async () => {
    stubFetch(lists);
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<OfferForm merchantId={OWN_MERCHANT} submitLabel="Save offer" busy={false} onSubmit={onSubmit} />);
    await fillValidOffer(user);
    await user.clear(screen.getByLabelText('Last day'));
    await user.type(screen.getByLabelText('Last day'), '30/11/2026');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('The last day must be on or after the first day.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last day')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("files a merchant's offer under its own merchant, for the cards chosen, without a merchant choice", async () => {
    const api = stubFetch(lists);
    const onSubmit = vi.fn<(offer: OfferCreate) => void>();
    const { user } = renderWithProviders(<OfferForm merchantId={OWN_MERCHANT} submitLabel="Save offer" busy={false} onSubmit={onSubmit} />);
    await fillValidOffer(user);
    expect(screen.queryByLabelText('Merchant')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Reserve (credit)' }));
    await user.clear(screen.getByLabelText('Redemptions per cardholder'));
    await user.type(screen.getByLabelText('Redemptions per cardholder'), '2');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      merchant_id: OWN_MERCHANT,
      category_id: DINING,
      name: '20% off dinner',
      offer_type: 'voucher',
      card_product_ids: ['reserve'],
      per_user_limit: 2,
      valid_from: '2026-12-01',
      valid_to: '2027-03-31',
      status: 'draft',
    });
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('coupon_code');
    // A merchant's user is not asked to choose among merchants, so the list is never fetched.
    expect(api.calls.map((c) => c.url.pathname)).not.toContain('/api/offer/merchants');
  });

  it('asks for the shared code only for a coupon, and sends it then', async () => {
    stubFetch(lists);
    const onSubmit = vi.fn<(offer: OfferCreate) => void>();
    const { user } = renderWithProviders(<OfferForm merchantId={OWN_MERCHANT} submitLabel="Save offer" busy={false} onSubmit={onSubmit} />);
    await fillValidOffer(user);
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Offer type' })).getByRole('radio', { name: /^Coupon/ }));
    await user.type(screen.getByLabelText('Coupon code'), 'DINE20');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ offer_type: 'coupon', coupon_code: 'DINE20' });
  });

  it("sends a gift card's denominations, each with its code, label and value", async () => {
    stubFetch(lists);
    const onSubmit = vi.fn<(offer: OfferCreate) => void>();
    const { user } = renderWithProviders(<OfferForm merchantId={OWN_MERCHANT} submitLabel="Save offer" busy={false} onSubmit={onSubmit} />);
    await fillValidOffer(user);
    await user.click(screen.getByRole('radio', { name: 'Gift card' }));
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('Enter a code of up to 40 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Option 1 code'), 'GC-2000');
    await user.type(screen.getByLabelText('Option 1 label'), 'Rs.2,000');
    await user.clear(screen.getByLabelText('Option 1 value (Rs.)'));
    await user.type(screen.getByLabelText('Option 1 value (Rs.)'), '2000');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      offer_type: 'gift_card',
      options: [{ id: 'GC-2000', label: 'Rs.2,000', value: 2000 }],
    });
  });

  it('lets the programme admin choose the merchant', async () => {
    stubFetch({
      ...lists,
      'GET /api/offer/merchants': reply(200, {
        data: [{ id: OTHER_MERCHANT, name: 'Saffron House', title: '', logo: '', description: '', offer_count: 0 }],
      }),
    });
    const onSubmit = vi.fn<(offer: OfferCreate) => void>();
    const { user } = renderWithProviders(<OfferForm submitLabel="Save offer" busy={false} onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('Choose the merchant.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Merchant'), await screen.findByRole('option', { name: 'Saffron House' }));
    await fillValidOffer(user);
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ merchant_id: OTHER_MERCHANT });
  });
});
