import { messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import VerifyEmailPage from './verify-email-page';

const VERIFY = 'POST /api/core/email_verifications/verify';
const token = 'email-token-0123456789abcdef';

describe('VerifyEmailPage (issue 29)', () => {
  it("confirms the e-mail with the link's token when asked, not on opening", async () => {
    const api = stubFetch({ [VERIFY]: reply(200, { status: 'success', msg: messages.emailVerified, email: 'new@example.in' }) });
    const { user } = renderWithProviders(<VerifyEmailPage />, { route: `/verify-email#token=${token}` });
    expect(api.calls).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Confirm my e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.emailVerified);
    expect(api.requests(VERIFY)[0]?.body).toEqual({ token });
  });

  it('says when the link was used or has expired', async () => {
    stubFetch({ [VERIFY]: apiError(409, 'CONFLICT', messages.emailVerificationInvalid) });
    const { user } = renderWithProviders(<VerifyEmailPage />, { route: `/verify-email#token=${token}` });
    await user.click(await screen.findByRole('button', { name: 'Confirm my e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.emailVerificationInvalid);
  });
});
