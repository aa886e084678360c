import { useId, useRef, useState } from 'react';
import { parseVoucherCsv, type VoucherUploadResult } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { useUploadVouchers } from '../api/upload-vouchers';
import { UploadReport, type UploadPlan } from './upload-report';

/** The file's first codes as the merchant will recognise them: enough to see it is the right file. */
const PREVIEW_ROWS = 5;

interface Chosen {
  file: File;
  plan: UploadPlan;
  firstCodes: { row: number; code: string }[];
}

/**
 * A voucher CSV in two steps: choose the file and see, row by row, what would be loaded and what refused (read in
 * the browser at once with the contract's parser, then confirmed by the server's dry run, which also knows the codes
 * already in the pool); then load the rows that passed.
 */
export function VoucherUpload({ offerId, onLoaded }: { offerId: string; onLoaded?: (result: VoucherUploadResult) => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const check = useUploadVouchers();
  const load = useUploadVouchers();
  const choose = async (file: File | undefined) => {
    load.reset();
    check.reset();
    if (!file) return setChosen(null);
    const { codes, rejected } = parseVoucherCsv(await file.text());
    setChosen({ file, plan: { loaded: codes.length, rejected }, firstCodes: codes.slice(0, PREVIEW_ROWS) });
    check.mutate({ offerId, file, dryRun: true });
  };
  const loadCodes = () => {
    if (!chosen) return;
    load.mutate(
      { offerId, file: chosen.file, dryRun: false },
      {
        onSuccess: (result) => {
          setChosen(null);
          check.reset();
          if (inputRef.current) inputRef.current.value = '';
          onLoaded?.(result);
        },
      },
    );
  };
  // The server's answer, once in, is the one that counts: it also refuses codes the pool already holds.
  const plan = check.data ?? chosen?.plan;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-stone-800">
          Voucher codes (CSV file)
        </label>
        <input
          id={`${id}-file`}
          ref={inputRef}
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby={`${id}-hint`}
          className="text-sm"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          One code a row, letters, digits, hyphens and underscores; a first row reading “code” is the header. Nothing is loaded until you
          confirm.
        </p>
      </div>
      {chosen && plan && (
        <>
          {chosen.firstCodes.length > 0 && (
            <section aria-labelledby={`${id}-preview`}>
              <h3 id={`${id}-preview`} className="text-base font-semibold">
                First codes in {chosen.file.name}
              </h3>
              <ul className="mt-1 font-mono text-sm text-stone-800" aria-labelledby={`${id}-preview`}>
                {chosen.firstCodes.map(({ row, code }) => (
                  <li key={row}>
                    Row {row}: {code}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <UploadReport title="Check before loading" plan={plan} planned />
          {check.isPending && <p role="status">Checking against the codes already loaded…</p>}
          {check.error && (
            <p role="alert" className="text-sm text-red-700">
              {check.error.message}
            </p>
          )}
          <div>
            <Button onClick={loadCodes} busy={load.isPending} disabled={!check.data || check.data.loaded === 0}>
              {plan.loaded === 0 ? 'No codes to load' : `Load ${plan.loaded} ${plan.loaded === 1 ? 'code' : 'codes'}`}
            </Button>
          </div>
        </>
      )}
      {load.error && (
        <p role="alert" className="text-sm text-red-700">
          {load.error.message}
        </p>
      )}
      {load.data && <UploadReport title="Upload result" plan={load.data} planned={false} />}
    </div>
  );
}
