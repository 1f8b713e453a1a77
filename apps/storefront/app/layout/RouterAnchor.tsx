import type { LinkComponentProps } from '@citerne/ui-kit';
import { Link } from 'react-router';

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Routes the kit's links through React Router; external, `tel:` and `mailto:` links stay plain anchors. */
export function RouterAnchor({ href, ...rest }: LinkComponentProps) {
  if (external.test(href)) return <a href={href} {...rest} />;
  return <Link to={href} prefetch="intent" {...rest} />;
}
