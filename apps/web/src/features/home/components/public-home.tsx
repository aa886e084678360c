import { BadgeCheck, CreditCard, FileText, MessageSquare, ShieldCheck, Sparkles } from 'lucide-react';
import { useClientConfig } from '@/api/get-client-config';
import { Button } from '@/components/ui/button';
import { Hero } from '@/components/ui/hero';
import { requestSignIn } from '@/lib/sign-in';
import { theme } from '@/theme/theme';
import { ServiceCard } from './service-card';
import { services } from './services';

const steps = [
  { icon: MessageSquare, text: 'Ask for a booking.' },
  { icon: CreditCard, text: 'Confirm your eligibility with the first 8 digits of your card.' },
  { icon: FileText, text: 'Fill in the request form.' },
  { icon: ShieldCheck, text: 'Pay a small card authentication fee online.' },
  { icon: BadgeCheck, text: 'The provider checks availability and confirms.' },
];

/** The home page before sign-in: what the programme offers and how a booking goes. */
export function PublicHome() {
  const { data: client } = useClientConfig();
  return (
    <>
      <Hero picture={theme.pictures.home} icon={Sparkles} eyebrow={client?.bank_name ?? 'Example Bank'}
        heading={`${client?.programme_name ?? 'Privileges'} for our cardholders`}
        intro={client?.texts.tagline ?? 'Complimentary golf, airport concierge and chauffeured transfers for eligible cardholders.'}>
        <div><Button variant="secondary" onClick={() => { void requestSignIn(); }}>Check your eligibility</Button></div>
      </Hero>
      <section aria-labelledby="services" className="mb-10">
        <h2 id="services" className="mb-4 text-2xl font-bold tracking-tight">Our services</h2>
        <div className="grid gap-5 md:grid-cols-3">
          {services.map((service) => <ServiceCard key={service.key} service={service} />)}
        </div>
      </section>
      <section aria-labelledby="how" className="rounded-2xl border border-stone-200 bg-white p-6">
        <h2 id="how" className="mb-4 text-2xl font-bold tracking-tight">How it works</h2>
        <ol className="grid gap-4 md:grid-cols-5">
          {steps.map(({ icon: Icon, text }, index) => (
            <li key={text} className="flex gap-3 md:flex-col">
              <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand/10 text-brand"><Icon className="size-5" /></span>
              <span className="text-stone-800"><span className="sr-only">Step {index + 1}: </span>{text}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
