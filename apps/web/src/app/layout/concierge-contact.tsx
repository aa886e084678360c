import { HELPLINE } from '@portal/contract';
import { useClientConfig } from '@/api/get-client-config';

/** 'Concierge': the helpline text, the e-mail link and the phone link (spec 01 §1–2). */
export function ConciergeContact() {
  const { data: client } = useClientConfig();
  const helpline = client?.helpline ?? HELPLINE;
  const email = client?.concierge_email;
  return (
    <div className="space-y-2 text-sm">
      <p>Call our toll-free helpline, available 24×7:</p>
      <p>
        <a className="font-semibold text-accent underline" href={`tel:${helpline.replace(/\s+/g, '')}`}>
          {helpline}
        </a>
      </p>
      {email && (
        <p>
          E-mail:{' '}
          <a className="text-accent underline" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      )}
    </div>
  );
}
