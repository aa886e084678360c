import { Sparkles } from 'lucide-react';
import { useClientConfig } from '@/api/get-client-config';
import { Button } from '@/components/ui/button';
import { HeadedSection } from '@/components/ui/headed-section';
import { Hero } from '@/components/ui/hero';
import { HowItWorks } from '@/components/ui/how-it-works';
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
      <HeadedSection
        headingId="services"
        heading="Our services"
        headingClassName="mb-4 text-2xl font-bold tracking-tight"
        className="mb-10"
      >
        <div className="grid gap-5 md:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.key} service={service} />
          ))}
        </div>
      </HeadedSection>
      <HowItWorks headingId="how" steps={steps} listClassName="grid gap-4 md:grid-cols-5" stepClassName="flex gap-3 md:flex-col" />
    </>
  );
}
