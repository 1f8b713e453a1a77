import { useLingui } from '@lingui/react/macro';

/** The texts of a cart line's controls, as the mini-cart and the checkout's cart summary both show them. */
export interface CartLineLabels {
  readonly quantity: (line: { readonly name: string }) => string;
  readonly decrease: string;
  readonly increase: string;
  readonly remove: (line: { readonly name: string }) => string;
  readonly confirmRemove: (line: { readonly name: string }) => string;
  readonly confirm: string;
  readonly cancel: string;
  readonly edit: (line: { readonly name: string }) => string;
}

/**
 * The shop's words for a cart line's quantity stepper, confirmed removal (SPEC §2 "Asking before product removal is
 * enabled") and edit button, written once for every cart view.
 *
 * @example
 * <MiniCart labels={{ ...useCartLineLabels(), lines: t`Cart items`, … }} />
 */
export function useCartLineLabels(): CartLineLabels {
  const { t } = useLingui();
  return {
    quantity: (line) => t`Quantity of ${line.name}`,
    decrease: t`Decrease the quantity`,
    increase: t`Increase the quantity`,
    remove: (line) => t`Remove ${line.name}`,
    confirmRemove: (line) => t`Remove “${line.name}” from the cart?`,
    confirm: t`Remove`,
    cancel: t`Cancel`,
    edit: (line) => t`Edit the options of ${line.name}`,
  };
}
