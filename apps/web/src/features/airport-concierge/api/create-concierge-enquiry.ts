import { useMutation } from '@tanstack/react-query';
import { messages, type ConciergeCreateResponse } from '@portal/contract';
import { env } from '@/config/env';
import { ApiError, apiHeaders } from '@/lib/api-client';

/**
 * The multipart concierge request. XMLHttpRequest rather than fetch: only it reports upload progress,
 * which the form shows as a bar while the tickets go up.
 */
export function createConciergeEnquiry(body: FormData, onProgress?: (fraction: number) => void): Promise<ConciergeCreateResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(`${env.apiBase}/booking/airport_vip_privileges_enquiries`, window.location.origin).toString());
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', messages.somethingWentWrong));
    xhr.onload = () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json as ConciergeCreateResponse);
      const error = (json as { error?: { code: ApiError['code']; message: string; fields?: Record<string, string[]> } } | undefined)?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'INTERNAL', error?.message ?? messages.somethingWentWrong, error?.fields, json));
    };
    xhr.send(body);
  });
}

export const useCreateConciergeEnquiry = (onProgress: (fraction: number) => void) =>
  useMutation({ mutationFn: (body: FormData) => createConciergeEnquiry(body, onProgress) });
