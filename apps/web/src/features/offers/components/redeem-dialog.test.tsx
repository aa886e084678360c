import { messages, type OfferDetail, type Redemption } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, reply, stubFetch, type Answer } from '@/test/fetch-double';
import { offerDetail, redemption } from '@/test/offer-fixtures';
import { renderWithProviders } from '@/test/render';
import { scanSvgQr } from '@/test/scan-qr';
import RedeemDialog from './redeem-dialog';

const REDEEM = 'POST /api/offer/offers/:id/redeem';
const TOKEN = 'redeem-token-0123456789abcdef';

const offer = offerDetail({ eligible: true, redemptions_left: 1 });

const otpRequired = reply(200, {
  status: 'otp_required',
  msg: messages.offerOtpSent,
  token: TOKEN,
  expires_at: '2026-11-26T10:05:00.000Z',
});
const redeemed = (overrides: Partial<Redemption> = {}) =>
  reply(201, {
    status: 'success',
    msg: messages.offerRedeemed,
    data: redemption('r-1', { offer_id: offer.id, offer_name: offer.name, voucher_code: 'STV-1A2B3C4D', ...overrides }),
  });

function renderDialog(answer: Answer, detail: OfferDetail = offer) {
  const api = stubFetch({ [REDEEM]: answer });
  const onClose = vi.fn();
  const view = renderWithProviders(<RedeemDialog offer={detail} onClose={onClose} />);
  return { ...view, api, onClose };
}

const dialog = () => screen.findByRole('dialog', { name: 'Redeem offer' });

describe('RedeemDialog', () => {
  it('sends the code, takes it, and shows the voucher with a copy button and a QR code', async () => {
    const { user, api } = renderDialog([otpRequired, redeemed()]);
    const box = await dialog();
    expect(within(box).getByText('You can redeem this offer 1 more time.')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Send code' }));
    expect(await within(box).findByText(messages.offerOtpSent)).toBeInTheDocument();
    await user.type(within(box).getByLabelText('One-time code (OTP)'), '123456');
    await user.click(within(box).getByRole('button', { name: 'Confirm and redeem' }));

    expect(await within(box).findByText(messages.offerRedeemed)).toBeInTheDocument();
    expect(within(box).getByTestId('voucher-code')).toHaveTextContent('STV-1A2B3C4D');
    expect(scanSvgQr(await within(box).findByRole('img', { name: 'QR code of STV-1A2B3C4D' }))).toBe('STV-1A2B3C4D');
    await user.click(within(box).getByRole('button', { name: 'Copy code STV-1A2B3C4D' }));
    expect(await within(box).findByText(messages.offerCodeCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('STV-1A2B3C4D');
    expect(within(box).getByRole('link', { name: 'See it in My benefits' })).toHaveAttribute('href', '/my-benefits');
    expect(api.requests(REDEEM).map((r) => r.body)).toEqual([{}, { token: TOKEN, otp_confirmation: '123456' }]);
  });

  it('shows a show-and-save offer as a counter pass (pass code and its QR, the masked card, a live clock), with no code', async () => {
    const { user } = renderDialog([otpRequired, redeemed({ offer_type: 'show_and_save', voucher_code: null, card_bin: '41000001' })], {
      ...offer,
      offer_type: 'show_and_save',
    });
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: 'Send code' }));
    await user.type(await within(box).findByLabelText('One-time code (OTP)'), '123456');
    await user.click(within(box).getByRole('button', { name: 'Confirm and redeem' }));
    expect(await within(box).findByText(messages.offerShowAtCounter)).toBeInTheDocument();
    expect(within(box).queryByTestId('voucher-code')).not.toBeInTheDocument();
    const pass = within(within(box).getByRole('region', { name: `Counter pass for ${offer.name}` }));
    expect(pass.getByText('Pass code').nextElementSibling).toHaveTextContent('R1');
    expect(scanSvgQr(await pass.findByRole('img', { name: 'QR code of pass R1' }))).toBe('R1');
    expect(pass.getByText('Card').nextElementSibling).toHaveTextContent('4100 0001 •••• ••••');
    expect(pass.getByText('Live').nextElementSibling?.querySelector('time')).toHaveAttribute('dateTime');
  });

  it.each([
    ['sold out', apiError(409, 'CONFLICT', messages.offerSoldOut)],
    ['limit reached', apiError(409, 'QUOTA_EXHAUSTED', messages.offerLimitReached(1))],
    ['not eligible, in the configured words', apiError(403, 'NOT_ELIGIBLE', 'Available to Reserve and Olympus cardholders')],
  ])('shows the refusal when the offer is %s, and stays on the first step', async (_case, refusal) => {
    const { user } = renderDialog(refusal);
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: 'Send code' }));
    const message = (refusal.body as { error: { message: string } }).error.message;
    expect(await within(box).findByRole('alert')).toHaveTextContent(message);
    expect(within(box).queryByLabelText('One-time code (OTP)')).not.toBeInTheDocument();
  });

  it('says when the code is wrong (with the attempts left) or used up, and sends a new one on request', async () => {
    const { user, api } = renderDialog([
      otpRequired,
      apiError(422, 'OTP_INVALID', messages.offerOtpWrong(4)),
      apiError(422, 'OTP_EXPIRED', messages.offerOtpUsed),
      otpRequired,
    ]);
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: 'Send code' }));
    const code = await within(box).findByLabelText('One-time code (OTP)');
    await user.type(code, '000000');
    await user.click(within(box).getByRole('button', { name: 'Confirm and redeem' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(messages.offerOtpWrong(4));
    await user.click(within(box).getByRole('button', { name: 'Confirm and redeem' }));
    expect(await within(box).findByText(messages.offerOtpUsed)).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Send a new code' }));
    await expect.poll(() => api.requests(REDEEM)).toHaveLength(4);
    expect(api.requests(REDEEM)[3]?.body).toEqual({});
  });

  it('asks for the six digits before calling the API', async () => {
    const { user, api } = renderDialog(otpRequired);
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: 'Send code' }));
    await user.click(await within(box).findByRole('button', { name: 'Confirm and redeem' }));
    expect(await within(box).findByText(messages.otpRequired)).toBeInTheDocument();
    await user.type(within(box).getByLabelText('One-time code (OTP)'), '12a3');
    expect(within(box).getByLabelText('One-time code (OTP)')).toHaveValue('123');
    await user.click(within(box).getByRole('button', { name: 'Confirm and redeem' }));
    expect(await within(box).findByText(messages.otpSixDigits)).toBeInTheDocument();
    expect(api.requests(REDEEM)).toHaveLength(1);
  });
});
