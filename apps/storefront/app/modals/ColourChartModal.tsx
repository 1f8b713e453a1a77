import { Modal } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import type { ModalComponentProps } from './ModalComponentProps';

const PayloadSchema = v.object({
  productName: v.string(),
  colours: v.array(v.object({ label: v.string(), color: v.string() })),
});

/** The colour chart modal (SPEC §2 "colour chart"): the colours a product is made in, as swatches. */
export default function ColourChartModal({ payload, onClose }: ModalComponentProps) {
  const { t } = useLingui();
  const parsed = v.safeParse(PayloadSchema, payload);
  if (!parsed.success) return null;
  const { productName, colours } = parsed.output;
  return (
    <Modal open onClose={onClose} title={t`Colour chart`} closeLabel={t`Close`}>
      <p>{t`The colours of ${productName}. Screen colours may differ slightly from the fabric.`}</p>
      <ul className="colour-chart">
        {colours.map((colour) => (
          <li key={colour.label}>
            <span className="colour-chart__swatch" style={{ background: colour.color }} aria-hidden="true" />
            {colour.label}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
