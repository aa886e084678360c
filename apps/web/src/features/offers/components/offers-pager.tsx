import { Button } from '@/components/ui/button';

/** Previous and next page, with where the cardholder is ("Page 2 of 3"). */
export function OffersPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of offers" className="mt-6 flex items-center justify-center gap-4">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <p aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
