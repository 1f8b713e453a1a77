import { PageDataBoundary } from '../api/PageDataBoundary';
import { ShopChrome } from '../chrome/ShopChrome';
import type { Route } from './+types/ConfigurationLayout';

export { loader, shouldRevalidate } from './DefaultLayout';

/** SPEC §2 "Layouts": the configuration layout, the default layout without the footer (configurator routes). */
export default function ConfigurationLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageDataBoundary state={loaderData.dehydratedState}>
      <ShopChrome footer={false} />
    </PageDataBoundary>
  );
}
