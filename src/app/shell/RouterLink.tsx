import { Link as RouterDomLink, useLocation } from 'react-router-dom';
import type { LinkProps } from '../../components/ui/Link';
import { keepSeed } from '../url/keepSeed';

/** Adapts react-router's Link to the component library's `<Link href>` contract; a `?seed=` in the URL is kept. */
export function RouterLink({ href, ...rest }: LinkProps) {
  const { search } = useLocation();
  return <RouterDomLink to={keepSeed(href, search)} {...rest} />;
}
