/**
 * "Show code" for the page stories (stories/pages/): not `<HomePage />`, which tells a developer nothing and is no
 * export of the library, but what the page composes, written with the public API (`@fooddash/ui` for the
 * components and the domain rules, `@fooddash/ui/data` for the seeded data), so it can be pasted into an app:
 * the components with their key props, for the story's URL (`?q=pizza` gives the search's title and results) and
 * the toolbar's Data seed and scale. Callbacks are empty arrows where the app wires the router and the store.
 *
 *   parameters: { docs: { source: pageSource('home') } }
 *
 * The page itself (src/app/…) holds the state (URL, data store, dialogs): the first line of the code says which
 * file and which route, and, when the story changes the data set (`parameters.data`, `dataFromSeed`), says so.
 */
import type { StoryContext } from '@storybook/react-vite';
import { ALL, distinctCuisines, selectedCuisine, type Restaurant, type SeedData } from '../../src/domain';
import { literal, recordExpression } from '../../.storybook/recordControls';
import { seededData, storyData, toolbarScale, toolbarSeed } from './storyData';

/** What a page composes for one story: the names it imports and the code. */
interface PageCode {
  /** Names from `@fooddash/ui` (components and domain rules). */
  ui: readonly string[];
  /** Types from `@fooddash/ui` (a record the story changed is declared with its type). */
  types?: readonly string[];
  /** Names from `@fooddash/ui/data` besides `getSeedData` (e.g. `DEFAULT_NOW`, `avatarUrl`). */
  data?: readonly string[];
  /** Whether the code reads the seeded data (`const data = getSeedData(42);`). */
  usesData?: boolean;
  /** Lines between the data and the JSX. */
  setup?: readonly string[];
  jsx: string;
}

/** Where a story is: its URL, the data its store starts with and the toolbar's data set. */
interface PageAt {
  path: string;
  params: URLSearchParams;
  /** The story's data set (after `parameters.data` / `dataFromSeed`). */
  story: SeedData;
  /** The toolbar's data set: what `getSeedData(seed)` returns. */
  seeded: SeedData;
  args: Record<string, unknown>;
}

interface Page {
  /** The page's file and where the app mounts it (the comment's first line). */
  file: string;
  /** The layout the app draws it in. */
  layout: 'StorefrontLayout' | 'AdminLayout' | null;
  compose: (at: PageAt) => PageCode;
}

/** A JSX attribute's value: `"Thai"`, or `{'Search Results for "pizza"'}` when it holds a double quote. */
const attr = (value: string) => (value.includes('"') ? `{${literal(value)}}` : `"${value}"`);

const STOREFRONT_FILTERS = ['distinctCuisines', 'filterRestaurants', 'noRestaurantsDetail', 'selectedCuisine'];

/** An admin page's header, as the catalogue pages draw it (src/app/admin/RecordPage.tsx). */
const catalogueHeader = (title: string, description: string, noun: string) => `  <AdminPageHeader
    title="${title}"
    description="${description}"
    actions={<Button icon="plus" onClick={() => {}}>Add ${noun}</Button>}
  />`;

const PAGES = {
  home: {
    file: 'src/app/storefront/HomePage.tsx',
    layout: 'StorefrontLayout',
    compose: ({ params, story }) => {
      const search = (params.get('q') ?? '').trim();
      const cuisineParam = params.get('cuisine');
      const cuisine = selectedCuisine(cuisineParam, distinctCuisines(story.restaurants));
      const filtered = search !== '' || cuisine !== ALL;
      const filter = search ? `{ search: ${literal(search)}, cuisine }` : '{ cuisine }';
      return {
        ui: ['CuisineChips', 'Hero', 'RestaurantGrid', ...STOREFRONT_FILTERS],
        usesData: true,
        setup: [
          'const cuisines = distinctCuisines(data.restaurants);',
          `const cuisine = selectedCuisine(${literal(cuisineParam)}, cuisines);`,
          `const shown = filterRestaurants(data.restaurants, ${filter});`,
        ],
        jsx: [
          '<main>',
          '  <Hero />',
          '  <CuisineChips cuisines={cuisines} selected={cuisine} onSelect={(next) => {}} />',
          '  <RestaurantGrid',
          `    title=${attr(search ? `Search Results for "${search}"` : 'Popular Restaurants')}`,
          '    restaurants={shown}',
          `    emptyDetail={noRestaurantsDetail(${filter})}`,
          ...(filtered ? ["    emptyAction={{ label: 'Clear search and filters', onAction: () => {} }}"] : []),
          '  />',
          '</main>',
        ].join('\n'),
      };
    },
  },
  restaurant: {
    file: 'src/app/storefront/RestaurantPage.tsx',
    layout: 'StorefrontLayout',
    compose: ({ path, params, story, seeded }) => {
      const id = decodeURIComponent(path.split('/').pop() ?? '');
      const restaurant: Restaurant | undefined = story.restaurants.find((r) => r.id === id);
      const found = restaurant && recordExpression(restaurant, seeded);
      if (!restaurant || !found)
        return {
          ui: ['NotFoundMessage'],
          jsx: [
            '<main>',
            '  <NotFoundMessage title="Restaurant not found">',
            "    We couldn't find this restaurant. It may have been removed.",
            '  </NotFoundMessage>',
            '</main>',
          ].join('\n'),
        };
      const category = params.get('category') || ALL;
      const closed = !restaurant.isOpen;
      return {
        ui: [
          'BackLink',
          ...(closed ? ['Banner'] : []),
          'MenuSection',
          'RestaurantHero',
          'filterMenuItems',
          'menuCategories',
        ],
        types: found.type ? [found.type] : [],
        usesData: true,
        setup: [
          `const restaurant${found.type ? `: ${found.type}` : ''} = ${found.expression};`,
          'const menu = data.menuItems.filter((item) => item.restaurantId === restaurant.id);',
        ],
        jsx: [
          '<main>',
          '  <BackLink href="/" />',
          ...(closed
            ? [
                '  <Banner id="closed-note" title="This restaurant is closed right now.">',
                '    You can browse the menu, but ordering is unavailable.',
                '  </Banner>',
              ]
            : []),
          '  <RestaurantHero restaurant={restaurant} />',
          '  <MenuSection',
          '    categories={menuCategories(menu)}',
          `    selectedCategory=${attr(category)}`,
          '    onSelectCategory={(next) => {}}',
          `    items={filterMenuItems(menu, ${literal(category)})}`,
          '    onAdd={(item) => {}}',
          '    quantities={{}}',
          ...(closed ? ['    unavailableNoteId="closed-note"'] : []),
          '  />',
          '</main>',
        ].join('\n'),
      };
    },
  },
  notFound: {
    file: 'src/app/storefront/NotFoundPage.tsx',
    layout: 'StorefrontLayout',
    compose: () => ({
      ui: ['NotFoundMessage'],
      jsx: [
        '<main>',
        '  <NotFoundMessage title="Page not found">',
        "    The page you are looking for doesn't exist or has moved.",
        '  </NotFoundMessage>',
        '</main>',
      ].join('\n'),
    }),
  },
  adminLayout: {
    file: 'src/app/admin/AdminLayout.tsx',
    layout: null,
    compose: ({ args }) => {
      const path = typeof args.path === 'string' ? args.path : '/admin';
      return {
        ui: ['AdminShell', 'AdminSidebar', 'AdminTopBar'],
        data: ['avatarUrl'],
        jsx: [
          '<AdminShell',
          `  sidebar={<AdminSidebar currentPath=${attr(path)} open={false} onClose={() => {}} onNavigate={(href) => {}} />}`,
          '  topBar={',
          '    <AdminTopBar',
          '      menuOpen={false}',
          '      menuControls="admin-sidebar"',
          '      onMenuToggle={() => {}}',
          "      avatarSrc={avatarUrl('admin')}",
          '      theme="system"',
          '      onThemeChange={(theme) => {}}',
          '    />',
          '  }',
          '>',
          `  {/* The admin page at ${path}: see Pages/Admin */}`,
          '</AdminShell>',
        ].join('\n'),
      };
    },
  },
  adminDashboard: {
    file: 'src/app/admin/DashboardPage.tsx',
    layout: 'AdminLayout',
    compose: () => {
      const card = (label: string, value: string, icon: string) =>
        `    <li>\n      <StatCard label="${label}" value={${value}} icon="${icon}" />\n    </li>`;
      return {
        ui: [
          'AdminPageHeader',
          'PerformancePanel',
          'RecentOrdersList',
          'StatCard',
          'computeAdminStats',
          'formatCount',
          'formatPrice',
          'recentOrders',
        ],
        data: ['DEFAULT_NOW'],
        usesData: true,
        setup: ['const stats = computeAdminStats(data, DEFAULT_NOW);'],
        jsx: [
          '<div>',
          `  <AdminPageHeader title="Dashboard" description="Totals to date and today's activity." />`,
          '  <ul aria-label="Totals">',
          card('Total Restaurants', 'formatCount(stats.totalRestaurants)', 'store'),
          card('Total Orders', 'formatCount(stats.totalOrders)', 'receipt'),
          card('Total Users', 'formatCount(stats.totalUsers)', 'users'),
          card('Total Revenue', 'formatPrice(stats.totalRevenue)', 'banknote'),
          '  </ul>',
          '  <PerformancePanel stats={stats} />',
          '  <RecentOrdersList orders={recentOrders(data.orders, 5)} />',
          '</div>',
        ].join('\n'),
      };
    },
  },
  adminRestaurants: {
    file: 'src/app/admin/RestaurantsPage.tsx',
    layout: 'AdminLayout',
    compose: () => ({
      ui: ['AdminPageHeader', 'AdminRestaurantGrid', 'Button'],
      usesData: true,
      jsx: [
        '<div>',
        catalogueHeader('Restaurants', 'Add, edit and remove the restaurants on your platform', 'Restaurant'),
        '  <AdminRestaurantGrid',
        '    restaurants={data.restaurants}',
        '    page={1}',
        '    onPageChange={(page) => {}}',
        '    onAdd={() => {}}',
        '    onEdit={(id) => {}}',
        '    onDelete={(id) => {}}',
        '  />',
        '  {/* Add and Edit open a <FormModal> holding a <RestaurantForm>; Delete asks in a <ConfirmDialog>. */}',
        '</div>',
      ].join('\n'),
    }),
  },
  adminMenuItems: {
    file: 'src/app/admin/MenuItemsPage.tsx',
    layout: 'AdminLayout',
    compose: () => ({
      ui: ['AdminMenuItemGrid', 'AdminPageHeader', 'Button', 'MenuItemFilters', 'filterAdminMenuItems'],
      usesData: true,
      setup: [
        "const shown = filterAdminMenuItems(data.menuItems, { restaurantId: 'all', category: 'all' });",
        'const restaurantNames = Object.fromEntries(data.restaurants.map((r) => [r.id, r.name]));',
      ],
      jsx: [
        '<div>',
        catalogueHeader('Menu Items', 'Manage the dishes each restaurant offers', 'Menu Item'),
        '  <MenuItemFilters',
        '    restaurants={data.restaurants}',
        '    restaurantId="all"',
        '    category="all"',
        '    onRestaurantChange={(restaurantId) => {}}',
        '    onCategoryChange={(category) => {}}',
        '  />',
        '  <AdminMenuItemGrid',
        '    items={shown}',
        '    restaurantNames={restaurantNames}',
        '    page={1}',
        '    onPageChange={(page) => {}}',
        '    onAdd={() => {}}',
        '    onEdit={(id) => {}}',
        '    onDelete={(id) => {}}',
        '  />',
        '  {/* Add and Edit open a <FormModal> holding a <MenuItemForm>; Delete asks in a <ConfirmDialog>. */}',
        '</div>',
      ].join('\n'),
    }),
  },
  adminOrders: {
    file: 'src/app/admin/OrdersPage.tsx',
    layout: 'AdminLayout',
    compose: () => ({
      ui: ['AdminPageHeader', 'OrderDetailModal', 'OrderStatusFilter', 'OrdersTable'],
      usesData: true,
      jsx: [
        '<div>',
        '  <AdminPageHeader title="Orders" description="Follow every order and update its status" />',
        '  <OrderStatusFilter value="all" onChange={(status) => {}} />',
        '  <OrdersTable',
        '    orders={data.orders}',
        '    page={1}',
        '    onPageChange={(page) => {}}',
        '    onSortChange={(sort) => {}}',
        '    onStatusChange={(id, status) => {}}',
        '    onView={(id) => {}}',
        '  />',
        '  <OrderDetailModal order={null} onClose={() => {}} />',
        '</div>',
      ].join('\n'),
    }),
  },
  adminUsers: {
    file: 'src/app/admin/UsersPage.tsx',
    layout: 'AdminLayout',
    compose: () => ({
      ui: ['AdminPageHeader', 'UserDetailModal', 'UserFilters', 'UserGrid'],
      data: ['DEFAULT_NOW'],
      usesData: true,
      jsx: [
        '<div>',
        '  <AdminPageHeader title="Users" description="Search customers, change their status and see their activity" />',
        '  <UserFilters search="" status="all" onSearchChange={(search) => {}} onStatusChange={(status) => {}} />',
        '  <UserGrid',
        '    users={data.users}',
        '    page={1}',
        '    onPageChange={(page) => {}}',
        '    onStatusChange={(id, status) => {}}',
        '    onView={(id) => {}}',
        '  />',
        '  <UserDetailModal user={null} now={DEFAULT_NOW} onClose={() => {}} />',
        '</div>',
      ].join('\n'),
    }),
  },
} satisfies Record<string, Page>;

export type PageName = keyof typeof PAGES;

/** What the source transform is given of the story: its parameters, args and the toolbar's globals. */
type SourceContext = Pick<StoryContext, 'parameters' | 'args' | 'globals'>;

/** `import { A, b, type C } from 'module';`, the names sorted (ignoring `type`), wrapped one a line when long. */
function importLine(names: readonly string[], from: string): string {
  const bare = (name: string) => name.replace(/^type /, '');
  const list = [...new Set(names)].sort((a, b) => bare(a).localeCompare(bare(b), 'en', { sensitivity: 'base' }));
  const line = `import { ${list.join(', ')} } from '${from}';`;
  return line.length <= 100 ? line : `import {\n${list.map((name) => `  ${name},`).join('\n')}\n} from '${from}';`;
}

/** The code "Show code" shows for a story of `page` (exported for the unit test). */
export function pageCode(name: PageName, context: SourceContext): string {
  const page: Page = PAGES[name];
  const parameters = (context.parameters ?? {}) as Parameters<typeof storyData>[0]['parameters'] & {
    router?: { route?: string };
  };
  const dataContext = { globals: context.globals, parameters };
  const route = parameters?.router?.route;
  const url = new URL(route ?? '/', 'https://example.invalid');
  const seeded = seededData(dataContext);
  const story = storyData(dataContext);
  const at: PageAt = { path: url.pathname, params: url.searchParams, story, seeded, args: context.args ?? {} };
  const code = page.compose(at);

  const seed = toolbarSeed(context.globals);
  const scale = toolbarScale(context.globals);
  const dataNames = [...(code.data ?? []), ...(code.usesData ? ['getSeedData'] : [])];
  if (code.usesData && scale !== 1) dataNames.push('DEFAULT_NOW');
  const where = route ? ` at ${route}` : '';
  const inside = page.layout ? `, inside ${page.layout}` : '';
  const lines = [
    `// ${page.file}${where}${inside}. What it composes, from the library:`,
    importLine([...code.ui, ...(code.types ?? []).map((type) => `type ${type}`)], '@fooddash/ui'),
    ...(dataNames.length > 0 ? [importLine(dataNames, '@fooddash/ui/data')] : []),
    '',
  ];
  if (code.usesData) {
    lines.push(`const data = getSeedData(${seed}${scale === 1 ? '' : `, DEFAULT_NOW, ${scale}`});`);
    if (parameters?.data) lines.push('// This story gives the store a data set of its own (parameters.data).');
    else if (story !== seeded) lines.push('// This story changes that data set a little (parameters.dataFromSeed).');
  }
  if (code.setup?.length) lines.push(...code.setup);
  if (code.usesData || code.setup?.length) lines.push('');
  lines.push(code.jsx);
  return lines.join('\n');
}

/** `parameters.docs.source` for a page's stories: "Show code" gives what the page composes (see above). */
export function pageSource(name: PageName) {
  return { transform: (_code: string, context: SourceContext) => pageCode(name, context) };
}
