import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { preloadRoutes, Router } from './lib/router';
import { startMonitoring } from './lib/monitoring';
import './index.css';

startMonitoring();

const render = () => createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <Router routes={routes} />
    </AppProvider>
  </StrictMode>,
);
// The first page's chunk before the first render (as the data router did): no spinner, no layout shift.
// A chunk that fails renders anyway, and the route's error page says so.
void preloadRoutes(routes, window.location.pathname).then(render, render);
