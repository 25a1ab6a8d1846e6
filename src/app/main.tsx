import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../styles/global.css';
import { createSeedData, randomSeed, seedFromUrl } from '../data';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes';

// No backend: every page load generates a fresh data set in memory.
// `?seed=N` reproduces one; the seed in use is on <html data-seed> for bug reports.
const seed = seedFromUrl(window.location.search) ?? randomSeed();
const now = new Date();
const data = createSeedData({ seed, now });
document.documentElement.dataset.seed = String(seed);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders data={data} now={now}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
