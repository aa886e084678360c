import { createContext } from 'react';
import type { Snapshot } from './history';
import type { RouteMatch } from './match-routes';

export const NavigationContext = createContext<Snapshot | null>(null);
/** The matched branch and which of its routes this part of the tree renders. */
export const RouteContext = createContext<{ matches: RouteMatch[]; index: number }>({ matches: [], index: -1 });
export const RouteErrorContext = createContext<unknown>(undefined);
