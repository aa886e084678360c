import { lazy, Suspense, useState } from 'react';
import { messages, type Bundle, type BundleGroup } from '@portal/contract';
import { Button } from '@/components/ui/button';
import { preloadDialog } from '@/components/ui/dialog';

const loadChoiceDialog = () => import('./bundle-choice-dialog');
const BundleChoiceDialog = lazy(loadChoiceDialog);

const periodWord = { year: 'year', quarter: 'quarter' } as const;

/** The benefits the cardholder's cards include, each group with what is left this period and a way to use it. */
export function BundleGroups({ bundles }: { bundles: Bundle[] }) {
  const [open, setOpen] = useState<BundleGroup>();
  if (bundles.length === 0) return <p className="rounded-md bg-stone-100 p-4 text-stone-800">{messages.offersNoBundles}</p>;
  return (
    <>
      {bundles.map((bundle) => (
        <section key={bundle.id} aria-labelledby={`bundle-${bundle.id}`} className="mb-4">
          <h3 id={`bundle-${bundle.id}`} className="text-lg font-semibold">
            {bundle.name}
          </h3>
          <p className="mb-2 text-sm text-stone-700">{bundle.description}</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {bundle.groups.map((group) => (
              <li key={group.id} className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4">
                <p className="font-medium">{group.name}</p>
                <p className="text-sm text-stone-700">{group.description}</p>
                <p className="text-sm font-medium text-stone-900" data-testid="bundle-left">
                  {group.left ?? group.choose_count} of {group.choose_count} left this {periodWord[group.period]}
                </p>
                {(group.left ?? 0) > 0 && (
                  <Button
                    variant="secondary"
                    aria-label={`Choose from ${group.name}`}
                    onClick={() => {
                      void preloadDialog().catch(() => {});
                      setOpen(group);
                    }}
                  >
                    Choose
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {open && (
        <Suspense fallback={null}>
          <BundleChoiceDialog group={open} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </>
  );
}
