import { isLoggedIn } from '@citerne/account';
import { Breadcrumbs, EmptyState, Link, Skeleton, WishlistList } from '@citerne/ui-kit';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { sessionStateAtom } from '../account/sessionStateAtom';
import { imageUrl } from '../catalog/imageUrl';
import { SavedCompareToggle } from '../saved/SavedToggleButtons';
import { useSavedLists } from '../saved/savedLists';
import { useSavedToggles } from '../saved/useSavedToggles';
import { storePath } from '../storeView/storePath';
import { useStoreView } from '../storeView/useStoreView';
import { useSavedStoresReady } from './useSavedStoresReady';
import './lists.css';

/**
 * `/wishlist` (SPEC §2 "Wishlist"): the products the shopper keeps, each with its link, a remove button and a way to
 * compare it. A guest's list is kept in this browser (the page says so, and that logging in keeps it); a customer's
 * is kept with the account.
 */
export function WishlistPage() {
  const { t } = useLingui();
  const store = useStoreView();
  const ready = useSavedStoresReady();
  const { wishlist } = useSavedLists();
  const saved = useSavedToggles();
  const session = useAtomValue(sessionStateAtom);
  const customer = session !== null && isLoggedIn(session);

  return (
    <article className="lists-page">
      <Breadcrumbs
        label={t`Breadcrumb`}
        items={[{ label: t`Home`, href: storePath(store, '/') }, { label: t`Wishlist` }]}
      />
      <h1>{t`Wishlist`}</h1>
      {!ready ? (
        <Skeleton lines={4} />
      ) : wishlist.length === 0 ? (
        <EmptyState
          icon="heart"
          title={t`Your wishlist is empty`}
          description={t`Tap the heart of a product to keep it here.`}
          action={
            <Link href={storePath(store, '/')} appearance="button">
              {t`Discover our tanks`}
            </Link>
          }
        />
      ) : (
        <>
          <p className="lists-page__lead">
            {customer
              ? t`${plural(wishlist.length, { one: '# product', other: '# products' })}, kept with your account.`
              : t`${plural(wishlist.length, { one: '# product', other: '# products' })}, kept in this browser. Log in to keep them with your account.`}
          </p>
          <WishlistList
            label={t`My wishlist`}
            items={wishlist.map((item) => ({
              sku: item.sku,
              name: item.name,
              href: item.href,
              ...(item.image ? { image: { src: item.image, alt: '', imageUrl: imageUrl(item.image) } } : {}),
            }))}
            labels={{ remove: (name) => t`Remove ${name} from the wishlist`, removeText: t`Remove` }}
            onRemove={(sku) => {
              const item = wishlist.find((candidate) => candidate.sku === sku);
              if (item) saved.toggleWishlist(item);
            }}
            actions={(item) => {
              const kept = wishlist.find((candidate) => candidate.sku === item.sku);
              return kept ? (
                <SavedCompareToggle
                  sku={item.sku}
                  text={t`Compare`}
                  label={t`Compare ${item.name}`}
                  onToggle={() => saved.toggleCompare(kept)}
                />
              ) : null;
            }}
          />
        </>
      )}
    </article>
  );
}
