import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/**
 * Imports flow one way: app → components / machines → domain / data.
 * Storefront and admin never import each other; presentational components never
 * import machines, the router, the data or the app. Inside components: storefront and
 * admin → ui → hooks → utils (the generic hooks and helpers know no component).
 * Inside the app: the shell (providers, boundaries, the data-ready gate) never imports
 * the admin pages or the route tree; url/ and preferences/ are leaves.
 */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    // One group, so an import that matches several patterns is reported once.
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
  },
});

/**
 * An area of the tree, matched as a path segment wherever it appears in an import
 * specifier: its barrel (`../../components/admin`, `../admin`) and anything inside it
 * (`../admin/AdminLayout`, `../../storefront/Header`). `./adminTitle` or
 * `./storefront.module.css` are other names and do not match.
 */
const area = (name) => [`**/${name}`, `**/${name}/**`];

// Import patterns per layer.
const DATA = area('data');
const MACHINES = area('machines');
const COMPONENTS = area('components');
const APP = area('app');
const ADMIN = area('admin');
const STOREFRONT = area('storefront');
const UI = area('ui');
const HOOKS = area('hooks');
const SHELL = area('shell');
const URL_HELPERS = area('url');
const PREFERENCES = area('preferences');
const ROUTES = area('routes');
/** The app's own folders (and its route tree), for the app's leaves (url/, preferences/) to stay off. */
const APP_AREAS = [...SHELL, ...URL_HELPERS, ...PREFERENCES, ...STOREFRONT, ...ADMIN, ...ROUTES];
const ROUTER = ['react-router', 'react-router/**', 'react-router-dom', 'react-router-dom/**'];
const XSTATE = ['xstate', 'xstate/**', '@xstate/*'];
/** What a presentational component may never import. */
const NOT_PRESENTATIONAL = [...MACHINES, ...APP, ...DATA, ...ROUTER, ...XSTATE];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'pages-site',
      'lib',
      'node_modules',
      'test-results',
      'playwright-report',
      'reports',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  layer(
    ['src/domain/**'],
    [...DATA, ...MACHINES, ...COMPONENTS, ...APP, 'react', 'react-*', ...XSTATE],
    'src/domain is pure: it imports nothing from other layers, React or XState.',
  ),
  layer(
    ['src/domain/**/*.test.ts'],
    [...MACHINES, ...COMPONENTS, ...APP, 'react', 'react-*', ...XSTATE],
    'Domain tests may use the fixtures of src/data (the one fixtures module), nothing else outside the domain.',
  ),
  layer(
    ['src/data/**'],
    [...MACHINES, ...COMPONENTS, ...APP, 'react', 'react-*'],
    'src/data may import only src/domain.',
  ),
  layer(
    ['src/machines/**'],
    [...COMPONENTS, ...APP, ...ROUTER],
    'Machines never import components, the router or the app.',
  ),
  layer(
    ['src/components/**'],
    NOT_PRESENTATIONAL,
    'Components are presentational: props in, on* callbacks out; no machines, router, data or app imports.',
  ),
  layer(
    ['src/components/ui/**'],
    [...STOREFRONT, ...ADMIN, ...NOT_PRESENTATIONAL],
    'UI primitives depend on nothing but the domain.',
  ),
  layer(
    ['src/components/storefront/**'],
    [...ADMIN, ...NOT_PRESENTATIONAL],
    'Storefront components never import admin ones (or machines, router, data, app).',
  ),
  layer(
    ['src/components/admin/**'],
    [...STOREFRONT, ...NOT_PRESENTATIONAL],
    'Admin components never import storefront ones (or machines, router, data, app).',
  ),
  layer(
    ['src/components/hooks/**'],
    [...UI, ...STOREFRONT, ...ADMIN, ...NOT_PRESENTATIONAL],
    'Generic hooks know no component (ui, storefront, admin), machines, router, data or app; only utils and the domain.',
  ),
  layer(
    ['src/components/utils/**'],
    [...HOOKS, ...UI, ...STOREFRONT, ...ADMIN, ...NOT_PRESENTATIONAL, 'react', 'react-*'],
    'Utils are plain helpers: no React, hooks, components, machines, router, data or app.',
  ),
  layer(
    ['src/components/**/*.test.ts'],
    [...MACHINES, ...ROUTER, ...APP],
    'Component tests may use the fixtures of src/data (the one fixtures module), never machines, the router or the app.',
  ),
  layer(
    ['src/app/shell/**'],
    [...ADMIN, ...ROUTES],
    'The shell (on every route) never imports admin code (lazy, on admin routes only) or the route tree.',
  ),
  layer(
    ['src/app/url/**'],
    [...COMPONENTS, ...MACHINES, ...DATA, ...APP_AREAS, 'react', 'react-*', ...XSTATE],
    'URL helpers are pure functions of strings: the domain at most (no React, components, machines, data or pages).',
  ),
  layer(
    ['src/app/preferences/**'],
    [...MACHINES, ...DATA, ...APP_AREAS, ...ROUTER, ...XSTATE],
    'Preferences are a leaf: React, the domain and ui types at most (no machines, data, router or pages).',
  ),
  layer(
    ['src/app/storefront/**'],
    ADMIN,
    'The storefront never imports admin code (admin is loaded only on admin routes).',
  ),
  layer(['src/app/admin/**'], STOREFRONT, 'Admin pages never import storefront code.'),
  ...storybook.configs['flat/recommended'],
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
