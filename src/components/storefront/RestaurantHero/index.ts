export { RestaurantHero, RESTAURANT_CLOSED_NOTICE, type RestaurantHeroProps } from './RestaurantHero';
