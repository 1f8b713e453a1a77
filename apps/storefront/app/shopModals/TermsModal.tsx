import { Modal, Spinner } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { CmsContent } from '../cms/CmsContent';
import type { ModalComponentProps } from '../modals/ModalComponentProps';
import { modalsCatalogLoaded } from './modalsCatalog';

/** The CMS page of the terms and conditions of sale (SPEC §2 static pages). */
const TERMS_PAGE = 'conditions-generales-de-vente';

const ContentSchema = v.object({ title: v.string(), html: v.string() });

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; title: string; html: string };

/**
 * SPEC §2 "terms and conditions" modal, opened from the checkout's review step: the terms and conditions of sale as
 * the CMS page shows them (seller identity filled in and HTML sanitised by the server, `/cms-content/…`), without
 * leaving the checkout. A failed load links to the page itself.
 */
export default function TermsModal({ onClose }: ModalComponentProps) {
  const { t } = useLingui();
  void modalsCatalogLoaded;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    fetch(`/cms-content/${TERMS_PAGE}`, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: unknown) => {
        if (current) setLoaded({ state: 'ready', ...v.parse(ContentSchema, body) });
      })
      .catch(() => {
        if (current) setLoaded({ state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);
  return (
    <Modal
      open
      onClose={onClose}
      title={loaded.state === 'ready' ? loaded.title : t`Terms and conditions of sale`}
      closeLabel={t`Close`}
      size="lg"
    >
      {loaded.state === 'loading' ? <Spinner label={t`Loading…`} /> : null}
      {loaded.state === 'failed' ? (
        <p role="alert">
          {t`The terms and conditions could not be loaded.`}{' '}
          <a href={`/${TERMS_PAGE}`} target="_blank" rel="noopener">
            {t`Open them in a new tab`}
          </a>
        </p>
      ) : null}
      {loaded.state === 'ready' ? <CmsContent html={loaded.html} /> : null}
    </Modal>
  );
}
