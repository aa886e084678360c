import { messages } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { lockoutEnds } from './lockout-ends';
import { MobileStep } from './mobile-step';

const SEARCH = 'GET /api/customer/users/search';
const OTPS = 'POST /api/customer/users/:id/otps';
const BIN = '12345678';
const USER_ID = '7f1c3a0e-0000-4000-8000-000000000001';

describe('MobileStep (spec 01 §4 step 2, §5 mobile)', () => {
  it('asks for the mobile when left empty, and calls fewer than 10 digits invalid', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<MobileStep bin={BIN} onOtpSent={vi.fn()} />);
    const mobile = screen.getByLabelText('Mobile number (+91)');
    expect(mobile).toHaveFocus();
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.mobileRequired);
    await user.type(mobile, '98a765');
    expect(mobile).toHaveValue('98765');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.mobileInvalid);
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
  });

  it('looks up an existing user at the 10th digit with the bin, and sends a login code at once', async () => {
    const api = stubFetch({
      [SEARCH]: reply(200, { data: { id: USER_ID, mobile: '9876543210' } }),
      [OTPS]: reply(200, { success: true }),
    });
    const onOtpSent = vi.fn();
    const { user } = renderWithProviders(<MobileStep bin={BIN} onOtpSent={onOtpSent} />);
    await user.type(screen.getByLabelText('Mobile number (+91)'), '987654321');
    expect(api.calls).toHaveLength(0);
    await user.keyboard('0');
    await vi.waitFor(() => expect(onOtpSent).toHaveBeenCalledWith({ userId: USER_ID, mobile: '9876543210', otpType: 'login' }));
    const search = api.requests(SEARCH)[0]!.url.searchParams;
    expect([search.get('mobile'), search.get('bin')]).toEqual(['9876543210', BIN]);
    expect(api.requests(OTPS)[0]).toMatchObject({
      url: expect.objectContaining({ pathname: `/api/customer/users/${USER_ID}/otps` }),
      body: { mobile: '9876543210', otp_type: 'login' },
    });
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('shows name, e-mail, terms and Sign up for a mobile no user has', async () => {
    const api = stubFetch({ [SEARCH]: reply(200, { data: null }) });
    const onOtpSent = vi.fn();
    const { user } = renderWithProviders(<MobileStep bin={BIN} onOtpSent={onOtpSent} />);
    await user.type(screen.getByLabelText('Mobile number (+91)'), '9876543210');
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    expect(api.calls.some((call) => call.url.pathname.endsWith('/otps'))).toBe(false);
    expect(onOtpSent).not.toHaveBeenCalled();
    // The name field takes focus; deleting a digit of the mobile hides the sign-up fields again.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    await user.type(screen.getByLabelText('Mobile number (+91)'), '{Backspace}');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it("says 'OTP Request limit exceeded. Please try after 30 mins.' when the mobile is locked (spec 01 §8), not the server's words", async () => {
    stubFetch({
      [SEARCH]: reply(200, { data: { id: USER_ID, mobile: '9876543210' } }),
      [OTPS]: apiError(423, 'OTP_LOCKED', messages.otpMaxAttempts(12)),
    });
    const onOtpSent = vi.fn();
    const { user } = renderWithProviders(<MobileStep bin={BIN} onOtpSent={onOtpSent} />);
    await user.type(screen.getByLabelText('Mobile number (+91)'), '9876543210');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.otpRequestLimit);
    expect(screen.queryByText(messages.otpMaxAttempts(12))).not.toBeInTheDocument();
    expect(onOtpSent).not.toHaveBeenCalled();
  });

  it("says when the lock ends beside the spec words, from the answer's Retry-After (issue 30)", async () => {
    stubFetch({
      [SEARCH]: reply(200, { data: { id: USER_ID, mobile: '9876543210' } }),
      [OTPS]: { ...apiError(423, 'OTP_LOCKED', messages.otpMaxAttempts(12)), headers: { 'Retry-After': '700' } },
    });
    const { user } = renderWithProviders(<MobileStep bin={BIN} onOtpSent={vi.fn()} />);
    await user.type(screen.getByLabelText('Mobile number (+91)'), '9876543210');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.otpRequestLimit);
    // 700 s from now, on the cardholder's clock (the minute read before and after the answer, so a minute's turn is no flake).
    const at = (ms: number) => lockoutEnds(new Date(ms + 700_000).toISOString());
    const before = Date.now();
    expect([at(before - 5000), at(before)]).toContain(within(alert).getByText(/^You can ask for a new code at /).textContent);
  });

  it("says what happens at the tenth digit, as the mobile field's description", () => {
    stubFetch({});
    renderWithProviders(<MobileStep bin={BIN} onOtpSent={vi.fn()} />);
    expect(screen.getByLabelText('Mobile number (+91)')).toHaveAccessibleDescription(messages.mobileLookupHint);
  });

  it('shows the lockout it was handed with the time it ends', () => {
    stubFetch({});
    const unlockAt = new Date(2026, 2, 1, 15, 5).toISOString();
    renderWithProviders(<MobileStep bin={BIN} notice={messages.otpMaxAttempts(12)} unlockAt={unlockAt} onOtpSent={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.otpMaxAttempts(12));
    expect(alert).toHaveTextContent(messages.otpLockEndsAt('3:05 pm'));
  });

  it('says the OTP request limit is reached when the code cannot be sent', async () => {
    stubFetch({
      [SEARCH]: reply(200, { data: { id: USER_ID, mobile: '9876543210' } }),
      [OTPS]: apiError(429, 'OTP_LIMIT', 'Too many codes'),
    });
    const onOtpSent = vi.fn();
    const { user } = renderWithProviders(<MobileStep bin={BIN} onOtpSent={onOtpSent} />);
    await user.type(screen.getByLabelText('Mobile number (+91)'), '9876543210');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.otpRequestLimit);
    expect(onOtpSent).not.toHaveBeenCalled();
  });
});
