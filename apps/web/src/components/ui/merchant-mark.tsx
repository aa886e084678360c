/**
 * The merchant's mark: its logo when it has one (an SVG tile, sized so nothing shifts), else its initials on a tile.
 * Decorative: the merchant's name is always written beside it.
 */
export function MerchantMark({ name, logo = '', size = 'md' }: { name: string; logo?: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-16 text-xl' : 'size-12 text-base';
  if (logo)
    return (
      <img
        src={logo}
        alt=""
        width={size === 'lg' ? 64 : 48}
        height={size === 'lg' ? 64 : 48}
        className={`${box} shrink-0 rounded-lg bg-stone-200`}
      />
    );
  const initials = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, '')[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-lg bg-stone-800 font-semibold text-white`}
    >
      {initials}
    </span>
  );
}
