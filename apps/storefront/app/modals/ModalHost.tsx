import { useAtomValue } from 'jotai';
import { type ComponentType, lazy, Suspense } from 'react';
import type { ModalComponentProps } from './ModalComponentProps';
import type { ModalName } from './modalStack';
import { modalsAtom } from './modalsAtom';

const authModal = lazy(() => import('../account/auth/AuthModal'));

// Each modal is its own chunk, loaded the first time it opens.
const registry: Partial<Record<ModalName, ComponentType<ModalComponentProps>>> = {
  'size-guide': lazy(() => import('./ContentModal')),
  'in-all-page': lazy(() => import('./ContentModal')),
  'colour-chart': lazy(() => import('./ColourChartModal')),
  // SPEC §2 "auth (opened with login payload)" and "forget password": one modal in its own chunk with the
  // account's texts; its payload names the form (`{ mode: 'forgot' }`, a reset link's `{ mode: 'reset', … }`).
  auth: authModal,
  'forget-password': authModal,
  'cart-line-editor': lazy(() => import('../cart/CartLineEditor')),
  'language-switcher': lazy(() => import('../shopModals/LanguageSwitcherModal')),
  review: lazy(() => import('../reviews/ReviewModal')),
  'terms-and-conditions': lazy(() => import('../shopModals/TermsModal')),
  'open-measure': lazy(() => import('../shopModals/OpenMeasureModal')),
  newsletter: lazy(() => import('../shopModals/NewsletterModal')),
  // SPEC §4 "Offline and online": the confirmation modal of the orders placed offline.
  'order-confirmation': lazy(() => import('../checkout/OfflineOrdersModal')),
};
const fallback = lazy(() => import('./FeatureNotImplementedModal'));

/**
 * The modal host of the default layout (SPEC §2): draws the open modals by name with their payload. A modal
 * without its own screen opens the "feature not implemented" modal.
 */
export function ModalHost({ onClose }: { onClose: (name: ModalName) => void }) {
  const modals = useAtomValue(modalsAtom);
  return (
    <Suspense fallback={null}>
      {modals.map((modal) => {
        const Modal = registry[modal.name] ?? fallback;
        return <Modal key={modal.key} payload={modal.payload} onClose={() => onClose(modal.name)} />;
      })}
    </Suspense>
  );
}
