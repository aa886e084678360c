import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` px (spec 01 §2: sticky look after 80 px). */
export function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
