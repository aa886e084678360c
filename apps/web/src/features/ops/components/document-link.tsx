import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { apiHeaders } from '@/lib/api-client';
import { staffToken } from '../api/staff-token';

/** Uploads are served only with a staff token, so a plain link cannot open them: fetch, then show the file. */
export function DocumentLink({ name, url }: { name: string; url: string }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    const viewer = window.open('', '_blank');
    try {
      const headers = apiHeaders();
      headers.Authorization = `Bearer ${staffToken.get() ?? ''}`;
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(String(response.status));
      const objectUrl = URL.createObjectURL(await response.blob());
      if (viewer) viewer.location.href = objectUrl;
      else window.location.assign(objectUrl);
    } catch {
      viewer?.close();
      toast.error(`Could not open ${name}.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={open}>
      Open {name}
    </Button>
  );
}
