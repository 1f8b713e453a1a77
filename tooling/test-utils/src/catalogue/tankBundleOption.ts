import type { BundleOption } from '@citerne/core-api/contract';

/**
 * The first option of every pack of the catalogue: a required choice between two tanks, the first by default.
 * @example
 * tankBundleOption('CS-EP-1-VERT', 'CS-EP-1-NOIR').product_links[0].is_default; // true
 */
export function tankBundleOption(defaultSku: string, otherSku: string): BundleOption {
  return {
    option_id: 1,
    title: 'Citerne',
    required: true,
    type: 'select',
    product_links: [
      { id: '1', sku: defaultSku, qty: 1, is_default: true },
      { id: '2', sku: otherSku, qty: 1, is_default: false },
    ],
  };
}
