import { useId, type Ref } from 'react';
import { hasAllowedExtension, messages, UPLOAD_EXTENSIONS } from '@portal/contract';

export interface TicketUploadProps {
  files: File[];
  onChange: (files: File[]) => void;
  onInvalid: (message: string) => void;
  error?: string;
  progress: number | null;
  inputRef?: Ref<HTMLInputElement>;
}

/** Several tickets, jpg/jpeg/png/pdf only (spec 02 §5), with the upload progress while sending. */
export function TicketUpload({ files, onChange, onInvalid, error, progress, inputRef }: TicketUploadProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">Upload tickets (JPG, JPEG, PNG or PDF)</label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-11 rounded-md border border-stone-400 bg-white p-2 text-sm"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (chosen.some((f) => !hasAllowedExtension(f.name))) return onInvalid(messages.fileFormatUnsupported);
          onChange([...files, ...chosen]);
        }}
      />
      {files.length > 0 && (
        <ul className="mt-1 space-y-1 text-sm" aria-label="Chosen tickets">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2 rounded bg-stone-100 px-2 py-1">
              <span className="truncate">{file.name}</span>
              <button type="button" className="min-h-8 rounded px-2 text-red-700 hover:bg-red-50" aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}>Remove</button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <progress className="mt-1 h-2 w-full" max={100} value={Math.round(progress * 100)} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      )}
      {error && <p id={`${id}-error`} role="alert" className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
