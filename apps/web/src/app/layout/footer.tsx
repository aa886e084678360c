import { Link } from '@/lib/router';
import { COPYRIGHT_YEARS } from '@portal/contract';
import { useClientConfig } from '@/api/get-client-config';
import { footerLinks } from './nav-items';

/** The spec's '2020-21' ran out: the line starts at the spec's first year and ends at this one (issue 20). */
const copyrightYears = () => `${COPYRIGHT_YEARS.slice(0, 4)}-${String(new Date().getFullYear()).slice(-2)}`;

export function Footer() {
  const { data: client } = useClientConfig();
  return (
    <footer className="mt-auto border-t border-stone-200 bg-stone-900 text-stone-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Information">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-6 items-center underline-offset-2 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <img src="/powered-by.svg" alt="Powered by Benefits Platform" width={157} height={36} loading="lazy" />
          <img src="/pci-dss.svg" alt="PCI DSS compliant" width={95} height={36} loading="lazy" />
        </div>
      </div>
      <p className="border-t border-stone-700 px-4 py-3 text-center text-xs text-stone-300">
        © {copyrightYears()} {client?.bank_name ?? 'Example Bank'}. All rights reserved.
      </p>
    </footer>
  );
}
