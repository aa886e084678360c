import { useEffect, useLayoutEffect } from 'react';
import { getSnapshot, onLeave } from './history';
import { useLocation, useNavigationType } from './hooks';

const STORAGE_KEY = 'portal-scroll-positions';
let positions: Record<string, number> | undefined;

function readPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * As react-router's ScrollRestoration: back and forward return to where the page was scrolled (also after a
 * reload), a link to `#id` scrolls to it, any other navigation starts at the top.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const stopListening = onLeave((left) => {
      readPositions()[left.key] = window.scrollY;
    });
    const save = () => {
      readPositions()[getSnapshot().location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(readPositions()));
      } catch {
        /* private mode: positions stay in memory */
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      stopListening();
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = action === 'POP' ? readPositions()[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location, action]);

  return null;
}
