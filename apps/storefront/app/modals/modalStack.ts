/** A modal opened by name with an optional payload (SPEC §2 "Modals"). */
export interface OpenModal {
  readonly name: ModalName;
  readonly payload?: unknown;
  /** Changes on every opening, so reopening a same-named modal remounts it fresh. */
  readonly key: number;
}

/** The modals of SPEC §2, by name. */
export type ModalName =
  | 'auth'
  | 'language-switcher'
  | 'review'
  | 'size-guide'
  | 'terms-and-conditions'
  | 'feature-not-implemented'
  | 'order-confirmation'
  | 'newsletter'
  | 'colour-chart'
  | 'open-measure'
  | 'in-all-page'
  | 'forget-password'
  /** SPEC §2 "Cart: lines can be edited": the options and quantity of a cart line. */
  | 'cart-line-editor';

let openings = 0;

/**
 * Opens a modal: a modal of the same name already open is closed first (SPEC §2 "opening closes any same-named
 * open modal first"), then the new one goes on top.
 *
 * @example
 * openModal(stack, 'size-guide', { sku: 'CS-EP-10' });
 */
export function openModal(stack: readonly OpenModal[], name: ModalName, payload?: unknown): OpenModal[] {
  openings += 1;
  return [...stack.filter((modal) => modal.name !== name), { name, payload, key: openings }];
}

/**
 * Closes the modal of that name (the others stay open).
 *
 * @example
 * closeModal(stack, 'size-guide');
 */
export function closeModal(stack: readonly OpenModal[], name: ModalName): OpenModal[] {
  return stack.filter((modal) => modal.name !== name);
}
