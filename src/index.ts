/**
 * `@fooddash/ui`: the components (UI primitives, storefront, admin), the domain types and pure rules
 * (money, formatting, filters, validation). The machines are `@fooddash/ui/machines`, the seeded generator
 * `@fooddash/ui/data`, the stylesheet `@fooddash/ui/styles.css` (docs/using-the-library.md). The app keeps
 * importing from src/ directly; this file is the package's entry only.
 */
export * from './components/ui';
export * from './components/storefront';
export * from './components/admin';
export * from './domain';
