import { messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reply, stubFetch, type Answer } from '@/test/fetch-double';
import { advance, renderWithProviders } from '@/test/render';
import { OtpStep } from './otp-step';
import type { OtpTarget } from './mobile-step';

const USER_ID = '7f1c3a0e-0000-4000-8000-000000000001';
const SESSION_ID = '7f1c3a0e-0000-4000-8000-0000000000aa';
const VERIFY = 'POST /api/customer/users/:id/otps/verify';
const OTPS = 'POST /api/customer/users/:id/otps';
const target: OtpTarget = { userId: USER_ID, mobile: '9876543210', otpType: 'login' };
const NOW = new Date('2026-03-01T10:00:00.000Z');

const verified = (overrides: object = {}) =>
  reply(200, {
    verified: false,
    token: null,
    session_id: null,
    expires_at: null,
    wrong_attempts_left: 4,
    user_unlock_at: null,
    ...overrides,
  });

function renderStep(routes: Record<string, Answer> = {}) {
  const api = stubFetch(routes);
  const onSignedIn = vi.fn();
  const onLocked = vi.fn();
  const view = renderWithProviders(
    <OtpStep target={target} bin="12345678" binType="first8" onSignedIn={onSignedIn} onLocked={onLocked} />,
    // The clock is set before the first render: the countdown's deadline is read from it then.
    { fakeTimers: true, now: NOW },
  );
  return { ...view, api, onSignedIn, onLocked };
}

const codeField = () => screen.getByLabelText('One-time code (OTP)');

// The toaster is its own chunk: load it before the clock is faked, as a browser would have it cached.
beforeAll(async () => {
  await import('@/components/ui/toaster');
});

describe('OtpStep (spec 01 §4 steps 3–4, the OTP timer, §5 OTP rules)', () => {
  it('counts down from 3:00, and at zero offers Resend OTP with no countdown left standing (issue 30: it read as frozen)', async () => {
    renderStep();
    expect(screen.getByText('Enter the 6-digit code sent to +91 9876543210.')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'OTP timer' })).toHaveTextContent('3:00');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByRole('timer', { name: 'OTP timer' })).toHaveTextContent('2:59');
    await advance(178_000);
    expect(screen.getByRole('timer', { name: 'OTP timer' })).toHaveTextContent('0:01');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    expect(screen.getByText(messages.otpResendNow)).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await advance(5_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it("says 'OTP is required' for an empty code and 'OTP must contain 6 digits' for a short one, without asking the server", async () => {
    const { user, api } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.otpRequired)).toBeInTheDocument();
    await user.type(codeField(), '12x3');
    expect(codeField()).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(messages.otpSixDigits)).toBeInTheDocument();
    await advance(2_000);
    expect(api.calls).toHaveLength(0);
  });

  it('verifies on its own 1 second after the sixth digit, sending the code, its type and the bin', async () => {
    const { user, api } = renderStep({ [VERIFY]: verified() });
    await user.type(codeField(), '123456');
    await advance(999);
    expect(api.requests(VERIFY)).toHaveLength(0);
    await advance(1);
    expect(api.requests(VERIFY)).toHaveLength(1);
    expect(api.requests(VERIFY)[0]?.body).toEqual({ otp_type: 'login', code: '123456', bin: '12345678' });
  });

  it("on a wrong code says 'Please check the entered OTP.' with the attempts left, and zeroes the timer (Resend OTP at once)", async () => {
    const { user } = renderStep({ [VERIFY]: verified({ wrong_attempts_left: 2 }) });
    await user.type(codeField(), '111111');
    await advance(1_000);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`${messages.otpCheck} ${messages.otpAttemptsLeft(2)}`);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    // Not 'Timer 3:00' standing still: no countdown until a new code is sent.
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Timer/)).not.toBeInTheDocument();
    await advance(5_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('Resend clears the code, sends a new one 3 seconds later and starts the count again', async () => {
    const { user, api } = renderStep({ [VERIFY]: verified(), [OTPS]: reply(200, { success: true }) });
    await user.type(codeField(), '111111');
    await advance(1_000);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(codeField()).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Sending a new code…')).toBeInTheDocument();
    await advance(2_999);
    expect(api.requests(OTPS)).toHaveLength(0);
    await advance(1);
    expect(api.requests(OTPS).map((r) => r.body)).toEqual([{ mobile: '9876543210', otp_type: 'login' }]);
    await advance(200);
    expect(screen.getByText(messages.otpSent)).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'OTP timer' })).toHaveTextContent('3:00');
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
  });

  it('with no attempts left hands back the lockout message, in minutes to the unlock time, and the unlock time', async () => {
    const unlockAt = new Date(NOW.getTime() + 12 * 60_000).toISOString();
    const { user, onLocked, onSignedIn } = renderStep({ [VERIFY]: verified({ wrong_attempts_left: 0, user_unlock_at: unlockAt }) });
    await user.type(codeField(), '222222');
    await advance(1_000);
    expect(onLocked).toHaveBeenCalledWith(messages.otpMaxAttempts(12), unlockAt);
    expect(messages.otpMaxAttempts(12)).toBe('Sorry, you have reached the max OTP attempts. Please retry after 12 minutes.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('on the right code adds the card, loads the user, stores the session and says so', async () => {
    const { user, api, onSignedIn } = renderStep({
      [VERIFY]: verified({ verified: true, token: 'tok-1', session_id: SESSION_ID, expires_at: '2026-03-01T12:00:00.000Z' }),
      'POST /api/customer/user/user_cards': reply(201, { data: { id: 'uc-1', attributes: { session_token: 's' } } }),
      'GET /api/customer/user': reply(200, {
        data: {
          id: USER_ID,
          first_name: 'Asha',
          full_name: 'Asha Rao',
          mobile_number: '9876543210',
          email: 'asha@example.com',
          token: 'tok-1',
          country_id: 91,
          calling_code: '91',
          last_login: { time: null },
          expires_at: '2026-03-01T12:00:00.000Z',
        },
      }),
    });
    await user.type(codeField(), '123456');
    await advance(1_000);
    await advance(200);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(api.requests('POST /api/customer/user/user_cards')[0]?.body).toEqual({ bin: '12345678', bin_type: 'first8' });
    expect(api.requests('GET /api/customer/user')[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(JSON.parse(localStorage.getItem('currentUser') ?? '{}')).toMatchObject({ id: USER_ID, bin: '12345678', session_id: SESSION_ID });
    expect(screen.getByText(messages.loggedIn)).toBeInTheDocument();
  });
});
