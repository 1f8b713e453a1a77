/**
 * The measured part of a made-to-measure product (issue 17): its price excl. tax per unit (m² or m³) and the billable
 * quantity of those units, which `@citerne/product` computes from the dimensions.
 */
export interface MeasuredQuantity {
  /** Euros excl. tax per m² or m³. */
  readonly pricePerUnit: number;
  /** m² or m³ billed, at most 6 decimals count (a cm² is 0.0001 m², a cm³ 0.000001 m³). */
  readonly quantity: number;
}
