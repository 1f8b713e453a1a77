/**
 * The carrier and method codes sent for a virtual cart, which ships nothing: the contract asks for
 * codes, and the API ignores them when every line is virtual or downloadable.
 */
export const NO_SHIPPING = { carrier: 'virtual', method: 'virtual' } as const;
