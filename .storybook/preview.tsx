import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '../src/styles/global.css';
import { createSeedData, DEFAULT_NOW, DEFAULT_SEED } from '../src/data';
import type { CartItem, SeedData } from '../src/domain/types';
import { CartProvider, DataStoreProvider } from '../src/machines';
import { LinkProvider } from '../src/components/ui/Link';
import { ImageSourceProvider } from '../src/components/ui/Img/ImageSource';
import { RouterLink } from '../src/app/RouterLink';
import { configure } from 'storybook/test';
import { NowProvider } from '../src/app/clock';
import { localStandIn } from './localImages';
import { reseedArgs } from './reseed';
import { fontsReady } from './fonts';
import { viewportOptions } from './modes';
import { theme } from './theme';

/** Story parameters understood by the global decorators. */
export interface AppParameters {
  /** Route the story renders at, and the route pattern (for `useParams`). Set `disable` for stories with their own router. */
  router?: { route?: string; path?: string; disable?: boolean };
  /** Items the cart starts with. */
  cart?: CartItem[];
  /** Replaces the seeded data set in the store (e.g. an empty one). */
  data?: SeedData;
  /** Derives the store's data from the toolbar seed's data set (a small slice, one restaurant closed…). */
  dataFromSeed?: (data: SeedData) => SeedData;
}

const seedCache = new Map<number, SeedData>();
export function seedData(seed: number): SeedData {
  let data = seedCache.get(seed);
  if (!data) {
    data = createSeedData({ seed, now: DEFAULT_NOW });
    seedCache.set(seed, data);
  }
  return data;
}

const currentSeed = (globals: Record<string, unknown>) => {
  const value = Number(globals.seed ?? DEFAULT_SEED);
  return Number.isInteger(value) ? value : DEFAULT_SEED;
};

/** Toolbar "Data seed": regenerates the entities in the args of every story. */
const withSeed: Decorator = (Story, context) => {
  const seed = currentSeed(context.globals);
  if (seed === DEFAULT_SEED) return <Story />;
  return <Story args={reseedArgs(context.args, seedData(DEFAULT_SEED), seedData(seed))} />;
};

/**
 * A phone or tablet story shown on its docs page runs in its own iframe (atViewport sets
 * `docs.story.inline: false`); that frame is as wide as the docs column unless we size it. From
 * inside, size the frame Storybook gave us to the story's width, centred.
 */
const withDocsFrameWidth: Decorator = (Story, context) => {
  const width = (context.parameters as { docsFrameWidth?: number }).docsFrameWidth;
  const frame = typeof window !== 'undefined' ? (window.frameElement as HTMLIFrameElement | null) : null;
  if (width && frame && window.parent !== window && window.parent.location.search.includes('viewMode=docs')) {
    frame.style.width = `${width}px`;
    frame.style.maxWidth = '100%';
    frame.style.margin = '0 auto';
    frame.style.display = 'block';
    frame.dataset.expectedWidth = String(width); // checked by scripts/storybook-check.mjs
  }
  return <Story />;
};

/** `parameters.cart` is written with seed-42 dishes: under another seed, the same lines of that seed's dishes. */
function cartFor(cart: CartItem[] | undefined, seed: number): CartItem[] | undefined {
  return cart && seed !== DEFAULT_SEED ? reseedArgs(cart, seedData(DEFAULT_SEED), seedData(seed)) : cart;
}

/** App-wide providers: frozen clock, the in-memory data store and the cart, offline images. */
const withProviders: Decorator = (Story, context) => {
  const params = context.parameters as AppParameters;
  const seed = currentSeed(context.globals);
  // Plays compute what they expect by the same rule (stories/support/storyData.ts).
  const data = params.data ?? params.dataFromSeed?.(seedData(seed)) ?? seedData(seed);
  return (
    <ImageSourceProvider resolve={localStandIn}>
      <NowProvider now={DEFAULT_NOW}>
        <DataStoreProvider key={`${context.id}:${seed}`} data={data}>
          <CartProvider key={`${context.id}:${seed}`} items={cartFor(params.cart, seed)}>
            <Story />
          </CartProvider>
        </DataStoreProvider>
      </NowProvider>
    </ImageSourceProvider>
  );
};

const StoryElement = createContext<ReactNode>(null);
function RenderStory() {
  return <>{useContext(StoryElement)}</>;
}

function StoryRouter({ route, path, children }: { route: string; path: string; children: ReactNode }) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [{ path, element: <RenderStory /> }, ...(path === '*' ? [] : [{ path: '*', element: <RenderStory /> }])],
        { initialEntries: [route] },
      ),
    [route, path],
  );
  return (
    <LinkProvider component={RouterLink}>
      <StoryElement.Provider value={children}>
        <RouterProvider router={router} />
      </StoryElement.Provider>
    </LinkProvider>
  );
}

/** A memory router at `parameters.router.route`, so links and `useParams` work in every story. */
const withRouter: Decorator = (Story, context) => {
  const { route = '/', path = '*', disable = false } = (context.parameters as AppParameters).router ?? {};
  if (disable) return <Story />;
  return (
    <StoryRouter route={route} path={path}>
      <Story />
    </StoryRouter>
  );
};

// A play waits for what a user waits for (a dialog moving focus, a font, a transition) for up to 5 s, not
// Testing Library's 1 s: on a loaded machine (two cores running the e2e and this check at once, or a
// Chromatic capture worker) a React effect can land after a second, and the story is not broken for that.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withRouter, withProviders, withSeed, withDocsFrameWidth],
  // The UI fonts are loaded before a story renders: no frame, play-time measurement or snapshot
  // (here, in the built Storybook or in Chromatic) uses a fallback face.
  loaders: [async () => ({ fonts: await fontsReady() })],
  globalTypes: {
    seed: {
      description: 'Data seed: regenerates the seeded data every story uses',
      toolbar: {
        title: 'Data seed',
        icon: 'database',
        items: [
          { value: String(DEFAULT_SEED), title: `Seed ${DEFAULT_SEED} (default)` },
          { value: '1', title: 'Seed 1' },
          { value: '7', title: 'Seed 7' },
          { value: '123', title: 'Seed 123' },
          { value: '2026', title: 'Seed 2026' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { seed: String(DEFAULT_SEED) },
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /(Date|Time)$/i }, expanded: true },
    a11y: { test: 'error' },
    // Docs pages in FoodDash's fonts and colours (.storybook/theme.ts, shared with the manager).
    docs: { theme },
    viewport: { options: viewportOptions },
    options: {
      storySort: {
        order: ['Introduction', 'Design tokens', 'Machines', 'UI', 'Storefront', 'Admin', 'Pages', 'Flows'],
      },
    },
  },
};

export default preview;
