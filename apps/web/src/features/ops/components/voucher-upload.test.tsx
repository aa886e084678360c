import { messages } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch, type RecordedRequest } from '@/test/fetch-double';
import { renderWithProviders } from '@/test/render';
import { VoucherUpload } from './voucher-upload';

const UPLOAD = 'POST /api/offer/offers/:id/vouchers';
const csv = (text: string) => new File([text], 'codes.csv', { type: 'text/csv' });
const isDryRun = (request: RecordedRequest) => request.url.searchParams.get('dry_run') === 'true';

describe('VoucherUpload (a merchant loads voucher codes)', () => {
  it('previews the file and reports each refused row before loading anything', async () => {
    const api = stubFetch({
      // The server's dry run also knows what the pool holds: row 2 is already in it.
      [UPLOAD]: reply(200, {
        loaded: 1,
        rejected: [
          { row: 2, reason: messages.voucherRowAlreadyInPool },
          { row: 4, reason: messages.voucherRowDuplicateInFile(2) },
          { row: 5, reason: messages.voucherRowBadCharacters },
        ],
        stock_left: 7,
        dry_run: true,
      }),
    });
    const { user } = renderWithProviders(<VoucherUpload offerId="offer-1" />);
    await user.upload(screen.getByLabelText('Voucher codes (CSV file)'), csv('code\nGIFT-001\nGIFT-002\nGIFT-001\nbad code!\n'));

    expect(await screen.findByRole('heading', { name: 'First codes in codes.csv' })).toBeInTheDocument();
    expect(screen.getByText('Row 2: GIFT-001')).toBeInTheDocument();
    const report = screen.getByRole('region', { name: 'Check before loading' });
    await within(report).findByText(messages.voucherRowAlreadyInPool);
    expect(within(report).getByText('1 code will be loaded. 3 rows will be refused:')).toBeInTheDocument();
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `2${messages.voucherRowAlreadyInPool}`,
      `4${messages.voucherRowDuplicateInFile(2)}`,
      `5${messages.voucherRowBadCharacters}`,
    ]);
    // Only the dry run has gone to the server, with the file in the field the API reads.
    const sent = api.requests(UPLOAD);
    expect(sent).toHaveLength(1);
    expect(isDryRun(sent[0]!)).toBe(true);
    expect((sent[0]!.body as FormData).get('vouchers_file')).toBeInstanceOf(File);
    expect(screen.getByRole('button', { name: 'Load 1 code' })).toBeEnabled();
  });

  it('shows the rows the file itself gets wrong at once, then loads what passed and says so', async () => {
    const rejected = [{ row: 3, reason: messages.voucherRowDuplicateInFile(1) }];
    let answerDryRun = () => {};
    const dryRunAnswered = new Promise<void>((resolve) => (answerDryRun = resolve));
    const api = stubFetch({
      [UPLOAD]: async (request) => {
        if (!isDryRun(request)) return reply(200, { loaded: 2, rejected, stock_left: 2, dry_run: false });
        await dryRunAnswered;
        return reply(200, { loaded: 2, rejected, stock_left: 0, dry_run: true });
      },
    });
    const { user } = renderWithProviders(<VoucherUpload offerId="offer-1" />);
    await user.upload(screen.getByLabelText('Voucher codes (CSV file)'), csv('A-1\nA-2\nA-1\n'));
    // Before the server has answered: the browser's own reading of the file, and no loading yet.
    const report = await screen.findByRole('region', { name: 'Check before loading' });
    expect(within(report).getByText(messages.voucherRowDuplicateInFile(1))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking against the codes already loaded…');
    expect(screen.getByRole('button', { name: 'Load 2 codes' })).toBeDisabled();

    answerDryRun();
    const load = screen.getByRole('button', { name: 'Load 2 codes' });
    await vi.waitFor(() => expect(load).toBeEnabled());
    await user.click(load);
    const result = await screen.findByRole('region', { name: 'Upload result' });
    expect(within(result).getByText('2 codes loaded. 1 row was refused:')).toBeInTheDocument();
    expect(within(result).getByText('Stock left: 2')).toBeInTheDocument();
    // The file is done with: the check before loading is gone, the file field empty for the next one.
    expect(screen.queryByRole('region', { name: 'Check before loading' })).not.toBeInTheDocument();
    expect((screen.getByLabelText('Voucher codes (CSV file)') as HTMLInputElement).files).toHaveLength(0);
    expect(api.requests(UPLOAD).map(isDryRun)).toEqual([true, false]);
  });

  it('offers nothing to load when every row is refused', async () => {
    stubFetch({
      [UPLOAD]: reply(200, { loaded: 0, rejected: [{ row: 1, reason: messages.voucherRowBlank }], stock_left: 0, dry_run: true }),
    });
    const { user } = renderWithProviders(<VoucherUpload offerId="offer-1" />);
    await user.upload(screen.getByLabelText('Voucher codes (CSV file)'), csv(' \n'));
    expect(await screen.findByRole('button', { name: 'No codes to load' })).toBeDisabled();
  });
});
