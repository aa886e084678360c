import { messages } from '@portal/contract';
import { env } from '@/config/env';
import { ApiError, apiHeaders } from '@/lib/api-client';

/**
 * Fetches a file the API gives only with the bearer token (so a plain link cannot) and hands it to the
 * browser as a download under `filename`.
 */
export async function saveDownload(path: string, filename: string) {
  const response = await fetch(`${env.apiBase}${path}`, { headers: apiHeaders() });
  if (!response.ok) throw new ApiError(response.status, 'INTERNAL', messages.somethingWentWrong);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
