/**
 * The machines barrel. The storefront imports it too, so admin-only machines (form,
 * confirm and detail modals) must not come along: package.json declares the project's
 * modules free of side effects ("sideEffects": CSS and the entry excepted), which lets the
 * bundler drop the re-exports a route does not use. `npm run bench` checks that no admin
 * code reaches the home route.
 */
export * from './cart.machine';
export * from './cart.selectors';
export * from './cartModal.machine';
export * from './cartModal.selectors';
export * from './confirm.machine';
export * from './confirm.selectors';
export * from './dataStore.machine';
export * from './dataStore.selectors';
export * from './detailModal.machine';
export * from './detailModal.selectors';
export * from './formModal.machine';
export * from './formModal.selectors';
export * from './mobileMenu.machine';
export * from './mobileMenu.selectors';
export * from './CartContext';
export * from './DataStoreContext';
export * from './toaster.machine';
export * from './toaster.selectors';
export * from './ToasterContext';
