/**
 * The personal details step (SPEC §3 "Checkout details"): the buyer's name and e-mail, and the password
 * of the account to create when `createAccount` is ticked. The password is never stored.
 */
export interface PersonalDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly emailAddress: string;
  readonly password: string;
  readonly createAccount: boolean;
}

/**
 * The address fields shared by the shipping and billing addresses (SPEC §3 "Checkout details"):
 * `country` is an ISO 3166-1 alpha-2 code (`FR` by default), `state` the region's name and `region_id`
 * its id when the shop knows it.
 */
export interface AddressDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly streetAddress: string;
  readonly apartmentNumber: string;
  readonly city: string;
  readonly state: string;
  readonly region_id: number | null;
  readonly zipCode: string;
  readonly phoneNumber: string;
}

/** The shipping step: the delivery address and the chosen method (`method_code`) of a carrier (`carrier_code`). */
export interface ShippingDetails extends AddressDetails {
  readonly shippingMethod: string;
  readonly shippingCarrier: string;
}

/**
 * The payment step: the billing address (the shipping address when `sameAsShipping`), the company and
 * tax id (optional), the payment method code and the method's additional fields.
 */
export interface PaymentDetails extends AddressDetails {
  readonly sameAsShipping: boolean;
  readonly company: string;
  readonly taxId: string;
  readonly paymentMethod: string;
  readonly paymentMethodAdditional: Readonly<Record<string, string>>;
}
