import { LinkProvider } from '@citerne/ui-kit';
import { Outlet } from 'react-router';
import { RouterAnchor } from '../layout/RouterAnchor';

/** SPEC §2 "Layouts": the empty layout, the page alone without header or footer. */
export default function EmptyLayout() {
  return (
    <LinkProvider component={RouterAnchor}>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </LinkProvider>
  );
}
