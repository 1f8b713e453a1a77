/** The country of a new address and of a query without one: the shop is French (SPEC §9 "Default tax country FR"). */
export const DEFAULT_COUNTRY = 'FR';
