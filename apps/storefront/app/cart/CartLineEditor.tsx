import type { CartLine } from '@citerne/cart-sync';
import { useCart, useCartSync } from '@citerne/cart-sync/react';
import { Button, ErrorView, Image, Modal, QuantityStepper, Spinner } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import * as v from 'valibot';
import { imageUrl } from '../catalog/imageUrl';
import { useOnline } from '../chrome/useOnline';
import type { ModalComponentProps } from '../modals/ModalComponentProps';
import { VariantOptions } from '../product/ProductConfigurator';
import { shopConfig } from '../shop/shopConfig';
import {
  type CartEditMode,
  cartEditChanges,
  chooseEditOption,
  editModeVariant,
  openCartEditMode,
} from './cartEditMode';
import { cartMessageText } from './cartMessageText';
import { editableProductQuery } from './editableProductQuery';
import './cartLineEditor.css';
import { useShopQueryClient } from '../api/useShopQueryClient';

const PayloadSchema = v.object({ lineId: v.pipe(v.string(), v.minLength(1)) });
const rules = { listOutOfStock: shopConfig.listOutOfStockProducts };

/**
 * The cart line editor (SPEC §2 "Cart: lines can be edited"), opened from a configurable line's edit button in the
 * mini-cart or the checkout's cart: loads the line's configurable parent, shows its options pre-selected from the
 * line's child and the quantity, and "Update" configures the line into the chosen variant (SPEC §4 "Configuring a
 * simple product in the cart", `configureItem` of `@citerne/cart-sync`) and sets the new quantity. A combination no
 * available variant has shows the SPEC §8 warning and cannot be applied.
 */
export default function CartLineEditor({ payload, onClose }: ModalComponentProps) {
  const { t, i18n } = useLingui();
  const { cartSync } = useCartSync();
  const { items } = useCart();
  const online = useOnline();
  const formId = useId();
  const parsed = v.safeParse(PayloadSchema, payload);
  const lineId = parsed.success ? parsed.output.lineId : null;
  const current = items.find((item) => item.checksum === lineId);
  // The line as it was opened: once updated it leaves the cart (another checksum) while the server catches up.
  const [line, setLine] = useState<CartLine | undefined>(current);
  if (current && !line) setLine(current);
  const parentSku = line ? (line.parentSku ?? line.sku) : null;
  const queryClient = useShopQueryClient();
  const parent = useQuery({ ...editableProductQuery(parentSku ?? ''), enabled: parentSku !== null }, queryClient);
  const [mode, setMode] = useState<CartEditMode | null>(null);
  if (line && parent.data && !mode) setMode(openCartEditMode(line, parent.data));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const ready = line && parent.data && mode ? { line, product: parent.data, mode } : null;
  const variant = ready ? editModeVariant(ready.mode, ready.product, rules) : null;

  async function update(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || !variant || busy) return;
    const changes = cartEditChanges(ready.line, ready.mode, variant);
    setBusy(true);
    setProblem(null);
    try {
      if (changes.qty !== null) {
        const result = await cartSync.updateQuantity(ready.line.checksum, changes.qty);
        if (!result.ok) {
          setProblem(cartMessageText(i18n, result.message));
          return;
        }
      }
      const configured = changes.choice
        ? await cartSync.configureItem(ready.line.checksum, ready.product.product, changes.choice)
        : true;
      // Refused: the cart tells why in a notification, and the editor stays open.
      if (configured !== null) onClose();
    } finally {
      setBusy(false);
    }
  }

  let body: ReactNode;
  if (!line) {
    body = <p>{t`This item is no longer in the cart.`}</p>;
  } else if (parent.isPending) {
    body = <Spinner label={t`Loading the product…`} />;
  } else if (parent.isError) {
    body = (
      <ErrorView
        message={online ? t`The product could not be loaded.` : t`The product cannot be loaded while offline.`}
        offline={!online}
        retry={{ label: t`Try again`, onRetry: () => void parent.refetch() }}
      />
    );
  } else if (!ready) {
    body = <p>{t`The options of this product can no longer be changed.`}</p>;
  } else {
    const shown =
      variant ?? ready.product.product.configurable_children?.find((child) => child.sku === ready.line.sku) ?? null;
    const name = shown?.name ?? ready.line.name ?? ready.product.product.name;
    const image = shown?.image ?? ready.line.image ?? ready.product.product.image ?? '';
    body = (
      <form id={formId} className="cart-line-editor" onSubmit={update}>
        <div className="cart-line-editor__product">
          <Image
            src={image}
            alt=""
            imageUrl={imageUrl(image)}
            size="cart"
            fit="contain"
            className="cart-line-editor__image"
          />
          <p className="cart-line-editor__name">{name}</p>
        </div>
        <VariantOptions
          data={{ product: ready.product.product, configurableOptions: ready.product.options }}
          state={{ attributes: ready.mode.selectedOptions }}
          listOutOfStock={rules.listOutOfStock}
          onChoose={(code, value) =>
            setMode((previous) => previous && chooseEditOption(previous, ready.product, code, value, rules))
          }
        />
        {variant ? null : (
          <p className="notice notice--warning" role="alert">
            {t`No such configuration for the product. Please do choose another combination of attributes.`}
          </p>
        )}
        <div className="cart-line-editor__quantity">
          <span aria-hidden="true">{t`Quantity`}</span>
          <QuantityStepper
            label={t`Quantity of ${name}`}
            decreaseLabel={t`Decrease the quantity`}
            increaseLabel={t`Increase the quantity`}
            value={ready.mode.qty}
            max={ready.line.maxQuantity ?? shown?.stock?.max_sale_qty ?? undefined}
            onChange={(qty) => setMode((previous) => previous && { ...previous, qty })}
          />
        </div>
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t`Edit the item`}
      closeLabel={t`Close`}
      footer={
        ready ? (
          <>
            <Button variant="ghost" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" form={formId} loading={busy} disabled={!variant}>
              {t`Update`}
            </Button>
          </>
        ) : null
      }
    >
      {body}
    </Modal>
  );
}
