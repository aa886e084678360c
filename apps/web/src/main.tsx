import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { clientConfigQueryOptions } from './api/get-client-config';
import { cardsQueryOptions } from './api/get-cards';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { paths } from './config/paths';
import { loadRouteData, preloadRoutes, Router } from './lib/router';
import { startMonitoring } from './lib/monitoring';
import { createQueryClient } from './lib/query-client';
import './index.css';

startMonitoring();

// What the header and most pages show (the theme, the logo, the card catalogue) is asked for now, alongside the
// first page's chunk, rather than after the first render: it is usually there by then, and nothing shifts when it comes.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(clientConfigQueryOptions());
// The staff console shows no cards.
if (!window.location.pathname.startsWith(paths.ops)) void queryClient.prefetchQuery(cardsQueryOptions());

// A transition (issue 31): React builds the first page in slices, yielding to the browser between them, so no one
// long task holds a tap back on a slow phone (Total Blocking Time); the page still appears at once, whole.
const render = () =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <Router routes={routes} queryClient={queryClient} />
        </AppProvider>
      </StrictMode>,
    ),
  );
// The first page's data beside its chunk (issue 31), then the chunk before the first render (as the data router did):
// no spinner, no layout shift. A chunk that fails renders anyway, and the route's error page says so.
loadRouteData(routes, window.location, queryClient);
void preloadRoutes(routes, window.location.pathname).then(render, render);
