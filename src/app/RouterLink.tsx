import { Link as RouterDomLink } from 'react-router-dom';
import type { LinkProps } from '../components/ui/Link';

/** Adapts react-router's Link to the component library's `<Link href>` contract. */
export function RouterLink({ href, ...rest }: LinkProps) {
  return <RouterDomLink to={href} {...rest} />;
}
