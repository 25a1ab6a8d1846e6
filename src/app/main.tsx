import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../styles/global.css';
import { createSeedData, randomSeed } from '../data';
import { invalidSeedWarning, readSeedParam, withSeed } from '../domain/seed';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';
import { LastResortBoundary } from './LastResortBoundary';

// No backend: every page load generates a fresh data set in memory.
// `?seed=N` reproduces one; the seed in use is on <html data-seed> for bug reports.
const seedParam = readSeedParam(window.location.search);
const seed = seedParam.kind === 'valid' ? seedParam.seed : randomSeed();
// A bad `?seed=` (-1, abc, 1.5, too large) reproduces nothing: the URL, and so every in-app link that
// keeps it, gets the seed really in use instead, with one warning naming the value that was dropped.
if (seedParam.kind === 'invalid') {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${withSeed(search, seed)}${hash}`);
  console.warn(invalidSeedWarning(seedParam.raw, seed));
}
const now = new Date();
const data = createSeedData({ seed, now });
document.documentElement.dataset.seed = String(seed);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LastResortBoundary>
      <AppProviders data={data} now={now}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </LastResortBoundary>
  </StrictMode>,
);
