import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { DecoratorHelpers } from '@storybook/addon-themes';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import '../src/styles/global.css';
import { DEFAULT_NOW, DEFAULT_SEED } from '../src/data';
import { seededData, toolbarScale, toolbarSeed } from '../stories/support/storyData';
import type { CartItem, SeedData } from '../src/domain/types';
import { CartProvider, DataStoreProvider } from '../src/machines';
import { LinkProvider } from '../src/components/ui/Link';
import { ImageSourceProvider } from '../src/components/ui/Img/ImageSource';
import { RouterLink } from '../src/app/shell/RouterLink';
import { configure } from 'storybook/test';
import { NowProvider } from '../src/app/shell/clock';
import { localStandIn } from './localImages';
import { fontsReady } from './fonts';
import { modesAt, viewportOptions } from './modes';
import { theme } from './theme';
import { SideBySide } from './SideBySide';
import { readableSource } from './source';
import { recordArgs, recordArgTypes, recordsFromKeys, recordSource, resolveRecords } from './recordControls';
import { ICON_NAMES } from '../src/components/ui/Icon';
import { ThemeHost } from './ThemeHost';

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

/**
 * Toolbar "Data seed" and "Data scale": before each render, a record select's key becomes its record, and the
 * records in the story's args (and in `parameters.cart`, below) become those of the toolbar's data set
 * (./recordControls.ts). The component, the decorators and the play read this same `context.args`.
 */
const withSeededRecords: NonNullable<Preview['beforeEach']> = (context) => {
  context.args = resolveRecords(recordsFromKeys(context.args, context.argTypes), seededData(context));
};

type SourceContext = Parameters<typeof readableSource>[1] & {
  args?: Record<string, unknown>;
  globals?: Record<string, unknown>;
};

/**
 * "Show code" as a developer would write it: the JSX tidied (./source.ts), then, above it, where each record it
 * passes comes from (`const restaurant = data.restaurants[2];`, from the public `@fooddash/ui/data` at the
 * toolbar's seed and scale; ./recordControls.ts). On a docs page the context's args are the Controls' (keys).
 */
const showCode = (code: string, context?: SourceContext): string =>
  recordSource(readableSource(code, context), context ?? {}, {
    data: seededData(context ?? {}),
    seed: toolbarSeed(context?.globals),
    scale: toolbarScale(context?.globals),
  });

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

/** `parameters.cart` is written with the default seed's dishes: under the toolbar's data, the same dishes (by id) of that data. */
function cartFor(cart: CartItem[] | undefined, data: SeedData): CartItem[] | undefined {
  return cart && resolveRecords(cart, data);
}

/** App-wide providers: frozen clock, the in-memory data store and the cart, offline images. */
const withProviders: Decorator = (Story, context) => {
  const params = context.parameters as AppParameters;
  const seed = toolbarSeed(context.globals);
  const scale = toolbarScale(context.globals);
  // Plays compute what they expect by the same rule (stories/support/storyData.ts); the records in args
  // come from this same data set (withSeededRecords).
  const seeded = seededData(context);
  const data = params.data ?? params.dataFromSeed?.(seeded) ?? seeded;
  return (
    <ImageSourceProvider resolve={localStandIn}>
      <NowProvider now={DEFAULT_NOW}>
        <DataStoreProvider key={`${context.id}:${seed}:${scale}`} data={data}>
          <CartProvider key={`${context.id}:${seed}:${scale}`} items={cartFor(params.cart, seeded)}>
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

/** Story tests emulate forced colours for `chromatic.forcedColors: 'active'` (.storybook/vitest.setup.ts). */
async function forcedColorsForStory({ parameters }: { parameters: { chromatic?: { forcedColors?: string } } }) {
  const emulate = (globalThis as { __storyForcedColors?: (active: boolean) => Promise<void> }).__storyForcedColors;
  if (parameters.chromatic?.forcedColors === 'active') await emulate?.(true);
}

/**
 * Toolbar "Theme" (@storybook/addon-themes): Light (the default), Dark, or Side by side. Light and Dark set
 * <html data-theme>, exactly as the app applies the user's choice; the tokens (src/styles/tokens.css) then
 * resolve in that palette. Side by side renders the story once, in a light pane, beside a dark pane that
 * mirrors it (./SideBySide.tsx): the play, focus and dialogs see one story. It suits components; a page or a
 * dialog (which covers the screen) is best compared with Light and Dark. Chromatic and the offline gate
 * shoot every story in Light and in Dark.
 */
const THEMES = { light: 'Light', dark: 'Dark', 'side by side': 'Side by side' } as const;
type ThemeChoice = keyof typeof THEMES;
DecoratorHelpers.initializeThemeState(Object.keys(THEMES), 'light');

const withTheme: Decorator = (Story, context) => {
  const selected = (DecoratorHelpers.pluckThemeFromContext(context) || 'light') as ThemeChoice;
  if (selected !== 'side by side') {
    // A new toolbar choice starts the story's Theme switch over, on System (key).
    return (
      <ThemeHost key={selected} toolbar={selected} docs={context.viewMode === 'docs'}>
        <Story />
      </ThemeHost>
    );
  }
  return (
    <ThemeHost toolbar="light" docs={false}>
      <SideBySide layout={context.parameters.layout as string | undefined}>
        <Story />
      </SideBySide>
    </ThemeHost>
  );
};

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/**
 * Controls the docs generator cannot infer. An `icon` prop is typed `IconName`, a union read from the
 * `ICON_NAMES` array, which react-docgen shows as "unknown[number]" with an object editor: here it becomes a
 * select of the icon names ("none" for no icon), on every component that has one (Button, Banner, StatCard,
 * EmptyState…).
 */
const iconControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) =>
      name === 'icon'
        ? [
            name,
            {
              ...argType,
              control: { type: 'select' },
              options: ['none', ...ICON_NAMES],
              mapping: { none: undefined },
              table: { ...argType.table, type: { summary: ICON_NAMES.map((icon) => `'${icon}'`).join(' | ') } },
            },
          ]
        : [name, argType],
    ),
  );

/**
 * A prop that takes a generated record gets a select of records by name, not a JSON editor; a list of records, no
 * control (./recordControls.ts). A story that turns a control off (`control: false`: an arg of its own, such as
 * LiveRegion's demo `item`) keeps it off.
 */
const recordControlsEnhancer: ArgTypesEnhancer = ({ argTypes, initialArgs }) => recordArgTypes(argTypes, initialArgs);

const BUTTON_TYPES = ['button', 'submit', 'reset'] as const;

/**
 * Whether the component is a native `<button>` that defaults to `type="button"` (Button, IconButton, Chip): react-docgen
 * reads that default from the destructured prop but not the prop's type, which comes from React's own types.
 */
const isNativeButton = (argTypes: Parameters<ArgTypesEnhancer>[0]['argTypes']) =>
  /^'?button'?$/.test(String(argTypes.type?.table?.defaultValue?.summary ?? ''));

/**
 * A native button's own props, which docgen cannot describe: `type` (shown as "Set object", an object editor) becomes a
 * radio of the three button types and `disabled` (absent, or "Set boolean" with no value) a boolean, each with its
 * default in the table; `nativeButtonArgs` gives both their default values, so the controls start on them.
 */
const nativeButtonControls: ArgTypesEnhancer = ({ argTypes }) => {
  if (!isNativeButton(argTypes)) return argTypes;
  return {
    ...argTypes,
    type: {
      ...argTypes.type,
      name: 'type',
      control: { type: 'inline-radio' },
      options: [...BUTTON_TYPES],
      description:
        argTypes.type?.description || 'The native button type: `button` unless a form should be submitted by it.',
      table: {
        ...argTypes.type?.table,
        type: { summary: BUTTON_TYPES.map((type) => `'${type}'`).join(' | ') },
        defaultValue: { summary: 'button' },
      },
    },
    disabled: {
      ...argTypes.disabled,
      name: 'disabled',
      control: { type: 'boolean' },
      description:
        argTypes.disabled?.description ||
        'The native attribute: Tab skips the button, presses do nothing, screen readers announce it as unavailable.',
      table: { ...argTypes.disabled?.table, type: { summary: 'boolean' }, defaultValue: { summary: 'false' } },
    },
  };
};

type ArgsEnhancer = NonNullable<Preview['argsEnhancers']>[number];

/** A native button's `type` and `disabled` start on their defaults ('button', false) unless the story sets them. */
const nativeButtonArgs: ArgsEnhancer = ({ argTypes, initialArgs }) =>
  isNativeButton(argTypes) ? { type: initialArgs.type ?? 'button', disabled: initialArgs.disabled ?? false } : {};

/** A record arg holds the key its select offers (the story's record, by its arg type's `records`; ./recordControls.ts). */
const recordKeyArgs: ArgsEnhancer = ({ argTypes, initialArgs }) => recordArgs(argTypes, initialArgs);

const preview: Preview = {
  argTypesEnhancers: [iconControls, recordControlsEnhancer, nativeButtonControls],
  argsEnhancers: [nativeButtonArgs, recordKeyArgs],
  beforeEach: [withSeededRecords, forcedColorsForStory],
  tags: ['autodocs'],
  decorators: [withRouter, withProviders, withDocsFrameWidth, withTheme],
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
          { value: DEFAULT_SEED, title: `Seed ${DEFAULT_SEED} (default)` },
          { value: 1, title: 'Seed 1' },
          { value: 7, title: 'Seed 7' },
          { value: 123, title: 'Seed 123' },
          { value: 2026, title: 'Seed 2026' },
        ],
        dynamicTitle: true,
      },
    },
    scale: {
      description: 'Data scale: the store holds this many times the spec sizes (pages that read the data store)',
      toolbar: {
        title: 'Data scale',
        icon: 'grow',
        items: [
          { value: 1, title: '1× (12 restaurants, 200 orders; default)' },
          { value: 10, title: '10× (120 restaurants, 2,000 orders)' },
          { value: 100, title: '100× (1,200 restaurants, 20,000 orders)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Numbers, as Storybook reads `&globals=seed:7;scale:10` from the URL: the toolbar finds its item (and keeps
  // its label) after a reload or from a shared link only when the values match strictly.
  initialGlobals: { seed: DEFAULT_SEED, scale: 1 },
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /(Date|Time)$/i }, expanded: true },
    a11y: { test: 'error' },
    // Docs pages in FoodDash's fonts and colours (.storybook/theme.ts, shared with the manager).
    // A table of contents beside every docs page: the sections (h2) and each story or subsection (h3).
    // Storybook hides it below 768 px, where the page gets the whole width.
    docs: {
      theme,
      toc: { title: 'On this page', headingSelector: 'h2, h3' },
      // "Show code" as a developer would write it: the component alone (no theme, router or frame
      // decorators), a story's spy callbacks (minified functions in the build) as arrow functions, and the
      // line each record comes from. Page stories show the page's composition instead (stories/support/pageSource.ts).
      source: { excludeDecorators: true, transform: showCode },
    },
    // Every story in light and dark at the default canvas; atViewport() stories at their viewport instead.
    chromatic: { modes: modesAt(undefined) },
    viewport: { options: viewportOptions },
    // The sidebar, for browsing: the designer's groups first, helpers last. Within a group, components
    // keep the stories folder's (alphabetical) order; a meta that moved keeps its old story ids (`id`).
    options: {
      storySort: {
        order: [
          'Introduction',
          ['Overview', 'For developers', 'Using the library'],
          'Foundations',
          [
            'Design tokens',
            'Icons',
            'Dish illustrations',
            'Patterns',
            [
              'Anatomy',
              'Colour roles',
              'Writing',
              'Feedback',
              'Empty states',
              'Forms',
              'Data display',
              'Destructive actions',
            ],
            'Machines',
          ],
          'Components',
          'Storefront',
          'Admin',
          'Pages',
          ['Storefront', ['Home', 'Restaurant', 'Not found'], 'Admin', ['Layout', 'Dashboard']],
          'Flows',
          ['Customer journey', 'Admin restaurant', 'Discard changes'],
          'Utilities',
        ],
      },
    },
  },
};

export default preview;
