import { useClientConfig } from '@/api/get-client-config';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { ServiceCard } from '../components/service-card';

const steps = [
  'Ask for a booking.',
  'Confirm your eligibility with the first 8 digits of your card.',
  'Fill in the request form.',
  'Pay a small card authentication fee online.',
  'The provider checks availability and confirms.',
];

export default function HomePage() {
  const { data: client } = useClientConfig();
  return (
    <Page title="Home" heading={null}>
      <section className="mb-10 rounded-xl bg-brand px-6 py-12 text-brand-contrast">
        <h1 className="mb-3 text-3xl font-semibold sm:text-4xl">{client?.programme_name ?? 'Privileges'} for our cardholders</h1>
        <p className="max-w-2xl text-lg">{client?.texts.tagline ?? 'Complimentary golf, airport concierge and chauffeured transfers for eligible cardholders.'}</p>
      </section>
      <section aria-labelledby="services" className="mb-10">
        <h2 id="services" className="mb-4 text-2xl font-semibold">Our services</h2>
        <div className="grid gap-5 md:grid-cols-3">
          <ServiceCard title="Golf games and lessons" to={paths.golf} cta="Explore golf" fee="Rs.10 card authentication fee, confirmed within 48 hours."
            text="Complimentary rounds and lessons at leading courses in 11 cities, by card tier." />
          <ServiceCard title="Airport concierge" to={paths.airportConcierge} cta="Explore airport concierge" fee="Rs.1 card authentication fee."
            text="Meet and assist at arrival or departure, with buggy service at select airports." />
          <ServiceCard title="Airport transfers" to={paths.airportTransfers} cta="Explore airport transfers" fee="Rs.1 card authentication fee."
            text="Complimentary chauffeured pick-ups and drops for Reserve and Olympus cardholders." />
        </div>
      </section>
      <section aria-labelledby="how" className="rounded-lg border border-stone-200 bg-white p-6">
        <h2 id="how" className="mb-4 text-2xl font-semibold">How it works</h2>
        <ol className="list-inside list-decimal space-y-2 text-stone-800">
          {steps.map((step) => <li key={step}>{step}</li>)}
        </ol>
      </section>
    </Page>
  );
}
