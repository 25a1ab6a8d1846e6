/** Storefront components: presentational pieces of the customer screens (props in, `on*` callbacks out). */
export * from './Header';
export * from './Hero';
export * from './CuisineChips';
export * from './RestaurantCard';
export * from './RestaurantGrid';
export * from './RestaurantHero';
export * from './CategoryChips';
export * from './MenuItemCard';
export * from './MenuSection';
export * from './CartModal';
export * from './BackLink';
export * from './NotFoundMessage';
