import type { LinkComponentProps } from '@citerne/ui-kit';
import { Link, useNavigation } from 'react-router';
import { storePath } from '../storeView/storePath';
import { useStoreView } from '../storeView/useStoreView';

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Routes the kit's links through React Router, in the current store view (SPEC §2 store-code prefixes).
 * External, `tel:` and `mailto:` links stay plain anchors. Navigation is locked while a route resolves
 * (SPEC §2): a click during a pending navigation is ignored instead of starting a second one.
 */
export function RouterAnchor({ href, onClick, ...rest }: LinkComponentProps) {
  const store = useStoreView();
  const navigation = useNavigation();
  if (external.test(href) || href.startsWith('#')) return <a href={href} onClick={onClick} {...rest} />;
  return (
    <Link
      to={storePath(store, href)}
      prefetch="intent"
      onClick={(event) => {
        onClick?.(event);
        if (navigation.state === 'loading') event.preventDefault();
      }}
      {...rest}
    />
  );
}
