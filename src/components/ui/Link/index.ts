export { Link, LinkProvider, type LinkProps } from './Link';
