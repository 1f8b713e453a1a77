import type { PaymentMethod, ShippingMethod, Totals } from '@citerne/core-api/contract';

/** `Magento\Quote\Api\Data\CartItemInterface` as Magento's REST API answers it. */
export interface MagentoCartItem {
  readonly item_id: number;
  readonly sku: string;
  readonly qty: number;
  readonly name?: string;
  readonly price?: number;
  readonly product_type?: string;
  readonly quote_id: string | number;
  readonly product_option?: object;
}

/** `Magento\Quote\Api\Data\TotalsInterface` (without payment methods): the storefront reads Magento's own keys. */
export type MagentoTotals = Totals;

/** `Magento\Checkout\Api\Data\PaymentDetailsInterface`, the answer of shipping information. */
export interface MagentoPaymentDetails {
  readonly payment_methods: PaymentMethod[];
  readonly totals: MagentoTotals;
}

/** `Magento\Quote\Api\Data\ShippingMethodInterface`. */
export type MagentoShippingMethod = ShippingMethod;

/** `Magento\Quote\Api\Data\CartInterface`, the fields the driver reads. */
export interface MagentoCart {
  readonly id: number;
  readonly is_active: boolean;
  readonly customer?: { readonly id?: number };
}

/** `Magento\Customer\Api\Data\CustomerInterface`, the fields the driver reads. */
export interface MagentoCustomer {
  readonly id: number;
  readonly group_id: number;
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly website_id?: number;
  readonly store_id?: number;
  readonly created_at?: string;
  readonly updated_at?: string;
  readonly default_billing?: string;
  readonly default_shipping?: string;
  readonly addresses?: object[];
}
