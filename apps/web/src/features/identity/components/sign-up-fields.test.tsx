import { messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { SignUpFields } from './sign-up-fields';

const SIGN_UP = 'POST /api/customer/users';
const NEW_ID = '7f1c3a0e-0000-4000-8000-000000000002';

function renderFields(props: Partial<Parameters<typeof SignUpFields>[0]> = {}) {
  const onSignedUp = vi.fn();
  const onOtpFailure = vi.fn();
  const view = renderWithProviders(
    <SignUpFields mobile="9876543210" lookupRunning={false} onSignedUp={onSignedUp} onOtpFailure={onOtpFailure} {...props} />,
  );
  return { ...view, onSignedUp, onOtpFailure };
}

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Asha Rao');
  await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
}

describe('SignUpFields (spec 01 §4 new users, §5 sign-up rules)', () => {
  it('names each rule as the user leaves a field: name required, e-mail pattern, terms ticked', async () => {
    stubFetch({});
    const { user } = renderFields();
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(await screen.findByText(messages.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'asha@');
    await user.tab();
    expect(await screen.findByText(messages.emailInvalid)).toBeInTheDocument();
    const terms = screen.getByRole('checkbox', { name: /terms and conditions/ });
    await user.click(terms);
    await user.click(terms);
    await user.tab();
    expect(await screen.findByText(messages.acceptTerms)).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('enables Sign up once every field is valid, but not while the lookup still runs', async () => {
    stubFetch({});
    const { user, rerender } = renderFields();
    const signUp = screen.getByRole('button', { name: 'Sign up' });
    expect(signUp).toBeDisabled();
    await fillIn(user);
    expect(signUp).toBeEnabled();
    rerender(<SignUpFields mobile="9876543210" lookupRunning onSignedUp={vi.fn()} onOtpFailure={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('signs up with mobile, name, e-mail, calling code 91 and country IN, then goes on with the new id', async () => {
    const api = stubFetch({ [SIGN_UP]: reply(201, { data: { id: NEW_ID, mobile: '9876543210' } }) });
    const { user, onSignedUp } = renderFields();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(NEW_ID));
    expect(api.requests(SIGN_UP)[0]?.body).toEqual({
      mobile: '9876543210',
      name: 'Asha Rao',
      email: 'asha@example.com',
      calling_code: '91',
      country_id: 'IN',
    });
  });

  it('on a sign-up error only stops the spinner (no message), but passes on a refused code request', async () => {
    stubFetch({ [SIGN_UP]: [apiError(500, 'INTERNAL', 'boom'), apiError(429, 'OTP_LIMIT', 'Too many codes')] });
    const { user, onSignedUp, onOtpFailure } = renderFields();
    await fillIn(user);
    const signUp = screen.getByRole('button', { name: 'Sign up' });
    await user.click(signUp);
    await vi.waitFor(() => expect(signUp).not.toHaveAttribute('aria-busy'));
    expect(signUp).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onOtpFailure).not.toHaveBeenCalled();
    await user.click(signUp);
    await vi.waitFor(() => expect(onOtpFailure).toHaveBeenCalledWith(messages.otpRequestLimit));
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});
