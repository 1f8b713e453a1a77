import { mulDivHalfUp } from './mulDivHalfUp.js';
import type { UnitPrice } from './UnitPrice.js';

/** Magento's row rounding point: excl. tax and tax of the unit each times `qty`, rounded half-up to the cent. */
export function rowPrice(unit: UnitPrice, qty: number): UnitPrice {
  const scaledQty = Math.round(qty * 10_000);
  const excl = mulDivHalfUp(unit.excl, scaledQty, 10_000);
  const tax = mulDivHalfUp(unit.tax, scaledQty, 10_000);
  return { excl, tax, incl: excl + tax };
}
