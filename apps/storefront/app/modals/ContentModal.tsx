import { Modal } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { CmsContent } from '../cms/CmsContent';
import type { ModalComponentProps } from './ModalComponentProps';

const PayloadSchema = v.object({ title: v.string(), html: v.string() });

/**
 * A modal showing sanitised CMS content: the size guide (CMS page `size-guide`) and the promotions modal
 * (CMS block `modal-all-page`, SPEC §2).
 */
export default function ContentModal({ payload, onClose }: ModalComponentProps) {
  const { t } = useLingui();
  const parsed = v.safeParse(PayloadSchema, payload);
  if (!parsed.success) return null;
  return (
    <Modal open onClose={onClose} title={parsed.output.title} closeLabel={t`Close`} size="lg">
      <CmsContent html={parsed.output.html} />
    </Modal>
  );
}
