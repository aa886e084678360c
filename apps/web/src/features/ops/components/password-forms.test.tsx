import { messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

// Pasted rather than typed (as a password manager fills them): typing long passwords is slow on a busy machine.
async function paste(user: UserEvent, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

const CHANGE = 'POST /api/core/sessions/change_password';
const FORGOT = 'POST /api/core/sessions/forgot_password';
const RESET = 'POST /api/core/sessions/reset_password';

describe('ChangePasswordForm (issue 29)', () => {
  it('sends the current and the new password, and shows a wrong current one on its field', async () => {
    const api = stubFetch({
      [CHANGE]: apiError(400, 'VALIDATION_FAILED', messages.currentPasswordWrong, { current_password: [messages.currentPasswordWrong] }),
    });
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await paste(user, 'Current password', 'my old long password');
    await paste(user, 'New password', 'my new long password');
    await paste(user, 'New password again', 'my new long password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests(CHANGE)[0]?.body).toEqual({ current_password: 'my old long password', password: 'my new long password' });
  });

  it('says the password changed', async () => {
    stubFetch({ [CHANGE]: reply(200, { status: 'success', msg: messages.passwordChanged }) });
    const { user } = renderWithProviders(<ChangePasswordForm />);
    await paste(user, 'Current password', 'my old long password');
    await paste(user, 'New password', 'my new long password');
    await paste(user, 'New password again', 'my new long password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.passwordChanged);
  });
});

describe('Forgot password and the reset link (issue 29)', () => {
  it('asks for the e-mail and answers what the server says', async () => {
    const api = stubFetch({ [FORGOT]: reply(200, { status: 'success', msg: messages.passwordResetSent }) });
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('E-mail'), 'owner@example.in');
    await user.click(screen.getByRole('button', { name: 'E-mail me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.passwordResetSent);
    expect(api.requests(FORGOT)[0]?.body).toEqual({ email: 'owner@example.in' });
  });

  it("sets the new password with the link's token, and offers a new link when it has expired", async () => {
    const api = stubFetch({ [RESET]: apiError(409, 'CONFLICT', messages.passwordResetTokenInvalid) });
    const { user } = renderWithProviders(<ResetPasswordForm token="reset-token-0123456789abcdef" />);
    await paste(user, 'New password', 'my new long password');
    await paste(user, 'New password again', 'my new long password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.passwordResetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/ops/forgot-password');
    expect(api.requests(RESET)[0]?.body).toEqual({ token: 'reset-token-0123456789abcdef', password: 'my new long password' });
  });
});
