import { IconButton } from '../actions/IconButton';
import { Image, type ImageUrlBuilder } from '../media/Image';
import { Price } from '../product/Price';
import { useLinkComponent } from '../provider/LinkProvider';
import { CartLineControls } from './CartLineControls';
import styles from './MiniCart.module.css';

/** A cart line as the mini-cart shows it. */
export interface MiniCartLineItem {
  id: string;
  name: string;
  href: string;
  image: { src: string; alt: string; imageUrl?: ImageUrlBuilder };
  /** Chosen options, e.g. ["Volume : 10 m³", "Couleur : vert"]. */
  options?: ReadonlyArray<string>;
  quantity: number;
  /** Highest quantity the stock allows. */
  maxQuantity?: number;
  /** Row total incl. tax, in euros. */
  rowTotal: number;
  /** Row total before discount, in euros; struck through when higher. */
  originalRowTotal?: number;
  /** A problem of the line, e.g. "Seulement 2 disponibles". */
  warning?: string;
}

/** Texts of a mini-cart line. */
export interface MiniCartLineLabels {
  quantity: (line: MiniCartLineItem) => string;
  decrease: string;
  increase: string;
  remove: (line: MiniCartLineItem) => string;
  /** The removal question, e.g. `(l) => \`Retirer « ${l.name} » du panier ?\``. */
  confirmRemove: (line: MiniCartLineItem) => string;
  confirm: string;
  cancel: string;
  originalPrice?: string;
  /** Accessible name of the edit button, e.g. `(l) => \`Modifier les options de ${l.name}\``; needed with `onEdit`. */
  edit?: (line: MiniCartLineItem) => string;
}

/** Props of {@link MiniCartLine}. */
export interface MiniCartLineProps {
  line: MiniCartLineItem;
  labels: MiniCartLineLabels;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  /** Opens the line's options again (a cart line editor); draws a pencil button next to the controls. */
  onEdit?: (lineId: string) => void;
  /** Disables the controls while the line syncs with the server. */
  pending?: boolean;
}

/**
 * One line of the mini-cart: picture, name, options, quantity stepper, row total, a remove button that
 * asks for confirmation first (SPEC §2 "Asking before product removal is enabled"), and with `onEdit`
 * an edit button (SPEC §2 "Cart: lines can be edited").
 *
 * @example
 * <MiniCartLine line={line} labels={labels} onQuantityChange={setQty} onRemove={remove} />
 */
export function MiniCartLine({ line, labels, onQuantityChange, onRemove, onEdit, pending = false }: MiniCartLineProps) {
  const Anchor = useLinkComponent();
  return (
    <li className={styles.line} aria-busy={pending || undefined}>
      <Image
        src={line.image.src}
        alt={line.image.alt}
        imageUrl={line.image.imageUrl}
        size="cart"
        fit="contain"
        className={styles.lineImage}
      />
      <div className={styles.lineBody}>
        <Anchor href={line.href} className={styles.lineName}>
          {line.name}
        </Anchor>
        {line.options && line.options.length > 0 ? (
          <ul className={styles.lineOptions}>
            {line.options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </ul>
        ) : null}
        {line.warning ? <p className={styles.lineWarning}>{line.warning}</p> : null}
        <div className={styles.lineControls}>
          <CartLineControls
            quantity={line.quantity}
            maxQuantity={line.maxQuantity}
            pending={pending}
            labels={{
              quantity: labels.quantity(line),
              decrease: labels.decrease,
              increase: labels.increase,
              remove: labels.remove(line),
              confirmRemove: labels.confirmRemove(line),
              confirm: labels.confirm,
              cancel: labels.cancel,
            }}
            onQuantityChange={(quantity) => onQuantityChange(line.id, quantity)}
            onRemove={() => onRemove(line.id)}
          />
          {onEdit && labels.edit ? (
            <IconButton icon="pencil" label={labels.edit(line)} disabled={pending} onClick={() => onEdit(line.id)} />
          ) : null}
        </div>
      </div>
      <Price
        amount={line.rowTotal}
        originalAmount={line.originalRowTotal}
        originalLabel={labels.originalPrice}
        className={styles.linePrice}
      />
    </li>
  );
}
