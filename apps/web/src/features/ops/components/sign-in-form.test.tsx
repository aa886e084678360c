import { messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { SignInForm } from './sign-in-form';

const SIGN_IN = 'POST /api/core/sessions';

describe('Ops SignInForm (staff console sign-in)', () => {
  it('asks for a valid e-mail and a password before calling the server', async () => {
    const api = stubFetch({});
    const { user } = renderWithProviders(<SignInForm onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal word for word and stays signed out", async () => {
    stubFetch({ [SIGN_IN]: apiError(401, 'UNAUTHORIZED', messages.staffCredentialsInvalid) });
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('E-mail'), 'desk@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.staffCredentialsInvalid);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('ops-token')).toBeNull();
  });

  it('keeps the staff token for the tab (not with the cardholder session) and goes on', async () => {
    const api = stubFetch({
      [SIGN_IN]: reply(200, {
        data: {
          type: 'session',
          attributes: { token: 'staff-tok', role: 'concierge', email: 'desk@example.com', name: 'Desk' },
          relationships: { target: { links: { subdomain: 'ops' } } },
        },
      }),
    });
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('E-mail'), ' Desk@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.requests(SIGN_IN)[0]?.body).toEqual({ email: 'desk@example.com', password: 'a long password' });
    expect(sessionStorage.getItem('ops-token')).toBe('staff-tok');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
