import { useId, useState, type Ref } from 'react';
import { X } from 'lucide-react';
import { FieldError } from './field-error';

export interface FileDropZoneProps {
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Says why chosen files were refused (e.g. the spec's file-format message); nothing is added then. */
  check: (files: File[]) => string | undefined;
  onInvalid: (message: string) => void;
  /** The limits, shown under the zone, e.g. 'JPG, JPEG, PNG or PDF, up to 5 MB each'. */
  limits: string;
  accept?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Upload progress 0–1 while sending, null otherwise. */
  progress?: number | null;
  /** The accessible name of the list of chips, e.g. 'Chosen tickets'. */
  listLabel?: string;
}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Drop files on the zone or browse for them; each chosen file is a chip that can be removed. */
export function FileDropZone({
  label,
  files,
  onChange,
  check,
  onInvalid,
  limits,
  accept,
  error,
  inputRef,
  progress = null,
  listLabel = 'Chosen files',
}: FileDropZoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const refusal = check(chosen);
    if (refusal) {
      onInvalid(refusal);
      return;
    }
    onChange([...files, ...chosen]);
  };
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <div
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm ${
          error ? 'border-red-700' : over ? 'border-brand bg-stone-100' : 'border-stone-400 bg-white'
        }`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          add(Array.from(event.dataTransfer.files));
        }}
      >
        <p className="text-stone-700">Drag and drop files here, or</p>
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-brand bg-white px-4 font-medium text-brand focus-ring-for hover:bg-stone-100"
        >
          Browse files<span className="sr-only"> for {label}</span>
        </label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={accept}
          className="sr-only"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-limits${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            add(chosen);
          }}
        />
        <p id={`${id}-limits`} className="text-xs text-stone-600">
          {limits}
        </p>
      </div>
      {files.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={listLabel}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-stone-100 py-1 pr-1 pl-3 text-sm"
            >
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-xs text-stone-600">{size(file.size)}</span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <progress className="mt-1 h-2 w-full" max={100} value={Math.round(progress * 100)} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
