import { messages } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { signInToConsole } from '@/test/staff-console';
import { managedOffer } from '../test-fixtures';
import OpsOfferPage from './ops-offer-page';

const offer = managedOffer();
const OFFER = offer.id;
const DINING = offer.category_id;
const GET = 'GET /api/offer/manage/offers/:id';
const PUT = 'PUT /api/offer/offers/:id';
const lists = {
  'GET /api/offer/categories': reply(200, { data: [{ id: DINING, name: 'Dining', icon: 'dining', offer_count: 3 }] }),
  'GET /api/core/cards': reply(200, { data: [] }),
};
const render = () => renderWithProviders(<OpsOfferPage />, { route: `/ops/offers/${OFFER}`, path: '/ops/offers/:id' });

describe('OpsOfferPage (a merchant manages one offer)', () => {
  it('shows the stock with the low-stock alert, and pauses the offer', async () => {
    const api = stubFetch({
      ...lists,
      [GET]: reply(200, { data: offer }),
      [PUT]: reply(200, { msg: messages.offerUpdated, data: { ...offer, status: 'paused' } }),
    });
    const { user } = render();
    await screen.findByRole('heading', { level: 1, name: '25% off dinner' });
    expect(screen.getByTestId('stock-left')).toHaveTextContent('4');
    expect(screen.getByText('Low stock: upload more codes')).toBeInTheDocument();
    // A merchant may only pause a live offer: no approve, no expire.
    expect(screen.queryByRole('button', { name: /^(Approve|Expire)/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause 25% off dinner' }));
    expect(await screen.findByText(messages.offerUpdated)).toBeInTheDocument();
    expect(api.requests(PUT)[0]?.body).toEqual({ status: 'paused' });
  });

  it('sends an edit without the merchant, the type or the status, which are not the form’s to change', async () => {
    const api = stubFetch({ ...lists, [GET]: reply(200, { data: offer }), [PUT]: reply(200, { msg: messages.offerUpdated, data: offer }) });
    const { user } = render();
    const form = await screen.findByRole('form', { name: 'Save changes' });
    expect(within(form).getByText('Voucher (a code from an uploaded pool)')).toBeInTheDocument();
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
    await within(form).findByRole('option', { name: 'Dining' });
    await user.clear(within(form).getByLabelText('Offer name'));
    await user.type(within(form).getByLabelText('Offer name'), '30% off dinner');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(api.requests(PUT)).toHaveLength(1));
    const sent = api.requests(PUT)[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: '30% off dinner', category_id: DINING, valid_to: '2099-12-31' });
    expect(sent).not.toHaveProperty('merchant_id');
    expect(sent).not.toHaveProperty('offer_type');
    expect(sent).not.toHaveProperty('status');
  });

  it('shows a merchant its change waiting for the admin, starts the form from it, and says a new edit waits too', async () => {
    const waiting = {
      ...offer,
      pending_change: {
        id: '7c1e0f2a-3b4c-4d5e-8f60-7a8b9c0d1e2f',
        submitted_at: '2026-11-27T10:00:00.000Z',
        fields: { name: '50% off dinner', per_user_limit: 5 },
      },
    };
    const api = signInToConsole('merchant', {
      ...lists,
      [GET]: reply(200, { data: waiting }),
      [PUT]: reply(202, { msg: messages.offerChangeAwaitsApproval, data: waiting }),
    });
    const { user } = render();
    const panel = await screen.findByRole('region', { name: 'Changes waiting for approval' });
    const row = within(panel).getByRole('row', { name: /Offer name/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['25% off dinner', '50% off dinner']);
    expect(within(panel).getByRole('row', { name: /Uses per cardholder/ })).toHaveTextContent('15');
    // Deciding is the admin's.
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Save changes' });
    expect(within(form).getByLabelText('Offer name')).toHaveValue('50% off dinner');
    await within(form).findByRole('option', { name: 'Dining' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.offerChangeAwaitsApproval)).toBeInTheDocument();
    expect(api.requests(PUT)[0]?.body).toMatchObject({ name: '50% off dinner', per_user_limit: 5 });
  });

  it('lets the admin approve the change as shown', async () => {
    const changeId = '7c1e0f2a-3b4c-4d5e-8f60-7a8b9c0d1e2f';
    const waiting = {
      ...offer,
      pending_change: { id: changeId, submitted_at: '2026-11-27T10:00:00.000Z', fields: { name: '50% off dinner' } },
    };
    const DECIDE = 'POST /api/offer/offers/:id/pending_change/approve';
    const api = signInToConsole('admin', {
      ...lists,
      [GET]: reply(200, { data: waiting }),
      [DECIDE]: reply(200, { msg: messages.offerChangeApproved, data: { ...offer, name: '50% off dinner' } }),
    });
    const { user } = render();
    const panel = await screen.findByRole('region', { name: 'Changes waiting for approval' });
    await user.click(await within(panel).findByRole('button', { name: 'Approve the changes to 25% off dinner' }));
    expect(await screen.findByText(messages.offerChangeApproved)).toBeInTheDocument();
    expect(api.requests(DECIDE)[0]?.body).toEqual({ change_id: changeId });
    // The admin edits the offer as it is, not as the merchant asked.
    expect(within(screen.getByRole('form', { name: 'Save changes' })).getByLabelText('Offer name')).toHaveValue('25% off dinner');
  });
});
