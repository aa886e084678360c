import { useQuery } from '@tanstack/react-query';
import type { CardProduct } from '@portal/contract';
import { serviceQuotaQueryOptions } from '../api/get-service-quota';
import type { Service } from './services';
import { kindIcons } from '@/components/kind-visuals/kind-icons';
import { ButtonLink } from '@/components/ui/button-link';

/**
 * What the card holds this year for one kind: remaining of total (from the kind's own check), and its button, only
 * when the card includes the kind (a card without it would end at the check's refusal).
 */
export function BenefitTile({ service, card, bin }: { service: Service; card: CardProduct | undefined; bin: string }) {
  const total = card ? service.perYear(card) : 0;
  const quota = useQuery({ ...serviceQuotaQueryOptions(service.key, bin), enabled: total > 0 });
  const Icon = kindIcons[service.key];
  const included = total > 0 && !(quota.isSuccess && !quota.data);
  const counts = quota.data;
  const headingId = `benefit-${service.key}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight">
        <span className="grid size-10 place-items-center rounded-full bg-brand/10 text-brand">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {service.title}
      </h3>
      <div className="mb-4 min-h-16 flex-1" aria-live="polite">
        {!included ? (
          <p className="text-stone-700">Not included with your card.</p>
        ) : counts ? (
          <>
            <p className="text-stone-900">
              <span className="text-3xl font-bold">{counts.pending}</span> of {counts.eligibility_count} {service.unit} left
            </p>
            <meter
              className="mt-2 h-2 w-full"
              min={0}
              max={counts.eligibility_count}
              value={counts.pending}
              aria-label={`${service.title}: ${counts.pending} of ${counts.eligibility_count} ${service.unit} left`}
            />
          </>
        ) : quota.isError ? (
          <p className="text-stone-700">
            {total} {service.unit} a year. This year's count could not be loaded.
          </p>
        ) : (
          <p className="text-stone-700">
            {total} {service.unit} a year; counting this year's…
          </p>
        )}
      </div>
      {included && (
        <ButtonLink to={service.to} className="justify-center hover:opacity-90">
          {service.book}
        </ButtonLink>
      )}
    </article>
  );
}
