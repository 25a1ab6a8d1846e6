export { Hero, HERO_TITLE, HERO_SUBTITLE, type HeroProps } from './Hero';
