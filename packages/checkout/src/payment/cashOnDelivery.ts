/**
 * The payment method code of cash on delivery (SPEC §9: the default method, cost 0), hidden for a
 * virtual cart (SPEC §4 "Cart").
 * @example
 * method.code === CASH_ON_DELIVERY;
 */
export const CASH_ON_DELIVERY = 'cashondelivery';
