import { Button, Modal } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import type { ModalComponentProps } from './ModalComponentProps';

/** SPEC §2 "feature not implemented" modal. */
export default function FeatureNotImplementedModal({ onClose }: ModalComponentProps) {
  const { t } = useLingui();
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Coming soon`}
      closeLabel={t`Close`}
      size="sm"
      footer={<Button onClick={onClose}>{t`OK`}</Button>}
    >
      <p>{t`This feature is not available yet. Call us and we will help you right away.`}</p>
    </Modal>
  );
}
