export { RestaurantHero, type RestaurantHeroProps } from './RestaurantHero';
