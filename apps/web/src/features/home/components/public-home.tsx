import { Sparkles } from 'lucide-react';
import { useClientConfig } from '@/api/get-client-config';
import { Button } from '@/components/ui/button';
import { Hero } from '@/components/ui/hero';
import { requestSignIn } from '@/lib/sign-in';
import { theme } from '@/theme/theme';
import { ServiceCard } from './service-card';
import { services } from './services';

const steps = [
  'Ask for a booking.',
  'Confirm your eligibility with the first 8 digits of your card.',
  'Fill in the request form.',
  'Pay a small card authentication fee online.',
  'The provider checks availability and confirms.',
];

/** The home page before sign-in: what the programme offers and how a booking goes. */
export function PublicHome() {
  const { data: client } = useClientConfig();
  return (
    <>
      <Hero
        picture={theme.pictures.home}
        icon={Sparkles}
        eyebrow={client?.bank_name ?? 'Example Bank'}
        heading={`${client?.programme_name ?? 'Privileges'} for our cardholders`}
        intro={client?.texts.tagline ?? 'Complimentary golf, airport concierge and chauffeured transfers for eligible cardholders.'}
      >
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              void requestSignIn();
            }}
          >
            Check your eligibility
          </Button>
        </div>
      </Hero>
      <section aria-labelledby="services" className="mb-10">
        <h2 id="services" className="mb-4 text-2xl font-bold tracking-tight">
          Our services
        </h2>
        <div className="grid gap-5 md:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.key} service={service} />
          ))}
        </div>
      </section>
      <section aria-labelledby="how" className="rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="how" className="mb-4 text-2xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="grid gap-4 md:grid-cols-5">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 md:flex-col">
              <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-accent font-bold text-white">
                {index + 1}
              </span>
              <span className="text-stone-800">{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
