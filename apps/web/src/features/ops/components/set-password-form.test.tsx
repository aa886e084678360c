import { messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { SetPasswordForm } from './set-password-form';

// Pasted rather than typed (as a password manager fills them): typing 18 characters a field is slow on a busy machine.

const SET = 'POST /api/core/sessions/set_password';
const token = 'invitation-token-0123456789abcdef';

/** Fills both password fields (the second with `repeat`, the same unless said) and sends the form. */
async function setPassword(user: UserEvent, password: string, repeat = password) {
  await user.click(screen.getByLabelText('New password'));
  await user.paste(password);
  await user.click(screen.getByLabelText('New password again'));
  await user.paste(repeat);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('SetPasswordForm (the invitation link)', () => {
  it('asks for a long enough password, twice the same, before calling the server', async () => {
    const api = stubFetch({});
    const { user } = renderWithProviders(<SetPasswordForm token={token} />);
    await user.click(screen.getByLabelText('New password'));
    await user.paste('short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Use at least 12 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await setPassword(user, 'saffron owner 2026', 'saffron owner 2027');
    expect(await screen.findByText('The two passwords differ.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sets the password with the link’s token and points to the sign-in', async () => {
    const api = stubFetch({ [SET]: reply(200, { status: 'success', msg: messages.passwordSet, email: 'owner@example.in' }) });
    const { user } = renderWithProviders(<SetPasswordForm token={token} />);
    await setPassword(user, 'saffron owner 2026');
    expect(await screen.findByText(messages.passwordSet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as owner@example.in' })).toHaveAttribute('href', '/ops/sign-in');
    expect(api.requests(SET)[0]?.body).toEqual({ token, password: 'saffron owner 2026' });
  });

  it('says so when the link was used or has expired', async () => {
    stubFetch({ [SET]: apiError(409, 'CONFLICT', messages.passwordTokenInvalid) });
    const { user } = renderWithProviders(<SetPasswordForm token={token} />);
    await setPassword(user, 'saffron owner 2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.passwordTokenInvalid);
  });
});
