/**
 * The merchant's mark: its initials on a tile. The demo catalogue's logo paths name files the web app does not
 * ship, and an image that fails to load is a console error on every list, so the initials stand in.
 */
export function MerchantMark({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const initials = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, '')[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const box = size === 'lg' ? 'size-16 text-xl' : 'size-12 text-base';
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-lg bg-stone-800 font-semibold text-white`}
    >
      {initials}
    </span>
  );
}
