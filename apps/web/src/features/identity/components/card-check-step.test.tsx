import { messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, reply, stubFetch } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { CardCheckStep } from './card-check-step';

const VALIDATE = 'GET /api/customer/bins/validate';

async function enterBin(user: ReturnType<typeof renderWithProviders>['user'], first: string, second: string) {
  await user.type(screen.getByLabelText('Digits 1 to 4'), first);
  await user.type(screen.getByLabelText('Digits 5 to 8'), second);
}

describe('CardCheckStep (spec 01 §4 step 1, §5 card entry)', () => {
  it('keeps Continue disabled until all 8 digits are entered, moving focus to the second field after 4', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<CardCheckStep onChecked={vi.fn()} />);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText('Digits 1 to 4'), '4321');
    expect(screen.getByLabelText('Digits 5 to 8')).toHaveFocus();
    await user.keyboard('765');
    expect(continueButton).toBeDisabled();
    await user.keyboard('4');
    expect(continueButton).toBeEnabled();
  });

  it('takes digits only, and Backspace in an empty second field goes back to the first', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<CardCheckStep onChecked={vi.fn()} />);
    const first = screen.getByLabelText('Digits 1 to 4');
    await user.type(first, '4a-3 2');
    expect(first).toHaveValue('432');
    await user.type(first, '1');
    const second = screen.getByLabelText('Digits 5 to 8');
    expect(second).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(first).toHaveFocus();
  });

  it("sends the 8 digits and hands on the card's name and bin type when the card is known", async () => {
    const api = stubFetch({
      [VALIDATE]: reply(200, {
        success: true,
        data: { card_id: 'c1', name: 'Reserve Credit Card', bin_type: 'first8', image: '/r.png', category: 'credit' },
      }),
    });
    const onChecked = vi.fn();
    const { user } = renderWithProviders(<CardCheckStep onChecked={onChecked} />);
    await enterBin(user, '1234', '5678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onChecked).toHaveBeenCalledWith({ bin: '12345678', name: 'Reserve Credit Card', binType: 'first8' }));
    expect(api.requests(VALIDATE).map((r) => r.url.searchParams.get('bin'))).toEqual(['12345678']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Invalid bin' word for word, clears both fields and refocuses the first when the API refuses the bin", async () => {
    stubFetch({
      [VALIDATE]: apiError(422, 'INVALID_BIN', 'Not a card we know'),
      'GET /api/core/cards': reply(200, {
        data: [
          { id: 'reserve', name: 'Reserve Credit Card', category: 'credit', in_menu: true, link: 'https://bank.example/reserve' },
          { id: 'hidden', name: 'Burgundy Debit', category: 'debit', in_menu: false, link: 'https://bank.example/hidden' },
        ],
      }),
    });
    const onChecked = vi.fn();
    const { user } = renderWithProviders(<CardCheckStep onChecked={onChecked} />);
    await enterBin(user, '1234', '5678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidBin);
    expect(screen.getByLabelText('Digits 1 to 4')).toHaveValue('');
    expect(screen.getByLabelText('Digits 5 to 8')).toHaveValue('');
    expect(screen.getByLabelText('Digits 1 to 4')).toHaveFocus();
    expect(screen.getByLabelText('Digits 1 to 4')).toHaveAttribute('aria-invalid', 'true');
    expect(onChecked).not.toHaveBeenCalled();
    // Then one plain sentence, and the eligible cards (the header menu's) behind 'See the eligible cards'.
    expect(screen.getByText(messages.binNotEligibleHelp)).toBeInTheDocument();
    await user.click(screen.getByText(messages.seeEligibleCards));
    const link = await screen.findByRole('link', { name: /Reserve Credit Card/ });
    expect(link).toHaveAttribute('href', 'https://bank.example/reserve');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: /Burgundy Debit/ })).not.toBeInTheDocument();
    screen.getByLabelText('Digits 1 to 4').focus();
    // Typing again clears the message.
    await user.keyboard('9');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Invalid bin' when the network fails (spec 01 §8), and beside it that the bank could not be reached", async () => {
    stubFetch({ [VALIDATE]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderWithProviders(<CardCheckStep onChecked={vi.fn()} />);
    await enterBin(user, '1234', '5678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid bin$/);
    expect(screen.getByText(messages.binCheckUnreachable)).toBeInTheDocument();
    expect(screen.queryByText(messages.binNotEligibleHelp)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Digits 1 to 4')).toHaveValue('');
  });
});
