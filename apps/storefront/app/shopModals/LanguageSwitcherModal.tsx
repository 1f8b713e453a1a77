import { Modal } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import type { ModalComponentProps } from '../modals/ModalComponentProps';
import { storeViews } from '../storeView/storeViews';
import { useStoreView } from '../storeView/useStoreView';
import { languageTarget } from './languageTarget';
import { modalsCatalogLoaded } from './modalsCatalog';
import './shopModals.css';

/** Each language named in itself (never translated), so a shopper finds theirs whatever the current language. */
const NATIVE_NAMES: Readonly<Record<string, string>> = { fr: 'Français', de: 'Deutsch', it: 'Italiano' };

/**
 * SPEC §2 "language switcher" modal: the fr, de and it store views, each leading to the current page in that view.
 * Full page loads: the other view's texts and document language come with its server render.
 */
export default function LanguageSwitcherModal({ onClose }: ModalComponentProps) {
  const { t } = useLingui();
  void modalsCatalogLoaded;
  const current = useStoreView();
  const location = useLocation();
  return (
    <Modal open onClose={onClose} title={t`Choose your language`} closeLabel={t`Close`} size="sm">
      <ul className="language-list">
        {storeViews.map((view) => (
          <li key={view.code}>
            <a
              className="language-list__link"
              href={languageTarget(view, location)}
              hrefLang={view.lang}
              lang={view.lang}
              aria-current={view.code === current.code ? 'true' : undefined}
            >
              {NATIVE_NAMES[view.code] ?? view.code}
              {view.code === current.code ? <span aria-hidden="true"> ✓</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
