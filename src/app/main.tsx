import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../styles/global.css';
import { createSeedStages, randomSeed } from '../data';
import {
  invalidScaleWarning,
  invalidSeedWarning,
  readScaleParam,
  readSeedParam,
  scaleOf,
  withParam,
  withSeed,
} from '../domain/seed';
import { AppProviders } from './shell/AppProviders';
import { AppRoutes } from './routes';
import { LastResortBoundary } from './shell/LastResortBoundary';

// No backend: every page load generates a fresh data set in memory.
// `?seed=N` reproduces one; the seed and scale in use are on <html data-seed data-scale> for bug reports,
// and <html data-seeded> marks the whole data set in (see AppProviders).
const seedParam = readSeedParam(window.location.search);
const seed = seedParam.kind === 'valid' ? seedParam.seed : randomSeed();
// A bad `?seed=` (-1, abc, 1.5, too large) reproduces nothing: the URL, and so every in-app link that
// keeps it, gets the seed really in use instead, with one warning naming the value that was dropped.
if (seedParam.kind === 'invalid') {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${withSeed(search, seed)}${hash}`);
  console.warn(invalidSeedWarning(seedParam.raw, seed));
}
// `?scale=N` (1–100) generates N × the spec's sizes; a bad value is put right the same way, to 1.
const scaleParam = readScaleParam(window.location.search);
const scale = scaleOf(scaleParam);
if (scaleParam.kind === 'invalid') {
  const { pathname, search, hash } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${withParam(search, 'scale', String(scale))}${hash}`,
  );
  console.warn(invalidScaleWarning(scaleParam.raw, scale));
}
const now = new Date();
// In two stages: the restaurants and menus home shows now, users and orders after the first paint
// (the store calls `finish`), so a large data set does not hold back home's first paint.
const stages = createSeedStages({ seed, now, scale });
const data = { ...stages.storefront, finish: stages.finish };
document.documentElement.dataset.seed = String(seed);
document.documentElement.dataset.scale = String(scale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LastResortBoundary>
      <AppProviders data={data} now={now}>
        {/* Under the build's base path: `/`, or `/fooddash/app/` on GitHub Pages (APP_BASE, vite.config.ts). */}
        <BrowserRouter basename={import.meta.env.BASE_URL}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </LastResortBoundary>
  </StrictMode>,
);
