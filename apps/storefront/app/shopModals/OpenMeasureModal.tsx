import { Button, Modal } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import type { ModalComponentProps } from '../modals/ModalComponentProps';
import { MeasureFigure } from './MeasureFigure';
import { modalsCatalogLoaded } from './modalsCatalog';
import './shopModals.css';

/**
 * SPEC §2 "open measure" modal, opened from a made-to-measure product: how to measure the place the tank will lie on
 * (length, width, free height) with a figure, and the reminder that goods made to the shopper's specifications have
 * no 14-day withdrawal right (art. L221-28 3° of the French Consumer Code).
 */
export default function OpenMeasureModal({ onClose }: ModalComponentProps) {
  const { t } = useLingui();
  void modalsCatalogLoaded;
  return (
    <Modal open onClose={onClose} title={t`How to measure your space`} closeLabel={t`Close`} size="md">
      <div className="open-measure">
        <MeasureFigure
          label={t`A soft tank lying on a flat area: its length, width and height.`}
          length={t`Length`}
          width={t`Width`}
          height={t`Height`}
        />
        <ol className="open-measure__steps">
          <li>
            <strong>{t`Length`}</strong> —{' '}
            {t`measure the longest side of the flat, clear area where the tank will lie, in metres.`}
          </li>
          <li>
            <strong>{t`Width`}</strong> — {t`measure the other side of that area, at right angles to the length.`}
          </li>
          <li>
            <strong>{t`Height`}</strong> —{' '}
            {t`check the free height above the area (a roof, a deck, branches): a soft tank rises as it fills.`}
          </li>
        </ol>
        <p>
          {t`The ground must be flat, level and free of stones or roots. Keep room around the tank to reach its valves and fittings. Enter the available length and width: we make the tank to fit.`}
        </p>
        <p className="notice notice--info" role="note">
          {t`A made-to-measure tank is made to your specifications: the 14-day withdrawal right does not apply (article L221-28 3° of the French Consumer Code). Check your measurements before ordering; call us if in doubt.`}
        </p>
        {/* Inside the scrolling body: on a small screen the body scrolls, and keyboard users reach it through this. */}
        <div>
          <Button onClick={onClose}>{t`I have my measurements`}</Button>
        </div>
      </div>
    </Modal>
  );
}
