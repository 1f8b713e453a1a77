import { Button, EmptyState } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { RouterAnchor } from '../chrome/RouterAnchor';
import { searchPanelOpenAtom } from '../state/searchPanelOpenAtom';

/** SPEC §2 "404 page": the page does not exist; ways back to the catalogue. */
export function NotFoundPage() {
  const { t } = useLingui();
  const openSearch = useSetAtom(searchPanelOpenAtom);
  return (
    <div className="status-page">
      <h1>{t`Page not found`}</h1>
      <EmptyState
        icon="search"
        title={t`This page does not exist or no longer exists.`}
        description={t`The product may have been removed, or the address mistyped.`}
        action={
          <div className="status-page__actions">
            <RouterAnchor href="/" className="button-link">
              {t`Back to home`}
            </RouterAnchor>
            <Button variant="secondary" icon="search" onClick={() => openSearch(true)}>
              {t`Search a product`}
            </Button>
          </div>
        }
      />
    </div>
  );
}
