export { Header, cartButtonLabel, BRAND_NAME, LOCATION_LABEL, SEARCH_PLACEHOLDER, type HeaderProps } from './Header';
