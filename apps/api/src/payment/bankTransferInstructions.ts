import type { CommerceSettings } from '../commerce/CommerceSettings';

/** Where a shopper paying by bank transfer sends the money, and the reference to give. */
export interface BankTransferInstructions {
  readonly holder: string;
  readonly iban: string;
  readonly bic: string;
  readonly reference: string;
}

/**
 * The bank transfer instructions of an order: the shop's account, the order number as reference.
 * @example
 * bankTransferInstructions(settings, '000000012').reference; // '000000012'
 */
export function bankTransferInstructions(settings: CommerceSettings, orderNumber: string): BankTransferInstructions {
  const { holder, iban, bic } = settings.bankTransfer;
  return { holder, iban, bic, reference: orderNumber };
}
