import { Picture } from '@/components/ui/picture';
import type { Service } from './services';
import { ButtonLink } from '@/components/ui/button-link';

/** One service on the signed-out home page: its picture, what it is, what it costs, and a way in. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Picture
        picture={service.picture}
        decorative
        sizes="(min-width: 1152px) 360px, (min-width: 768px) 33vw, 100vw"
        className="aspect-[2/1] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="mb-2 text-xl font-bold tracking-tight">{service.title}</h3>
        <p className="mb-4 flex-1 text-stone-700">{service.text}</p>
        <p className="mb-4 text-sm text-stone-600">{service.fee}</p>
        <ButtonLink to={service.to} className="justify-center hover:opacity-90">
          {service.cta}
        </ButtonLink>
      </div>
    </article>
  );
}
