import type { Product, WithdrawableLine, WithdrawableOrder } from '@citerne/core-api/contract';
import { customOptionsOf } from '@citerne/product';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lineWithdrawability } from './lineWithdrawability';
import { isWithinWithdrawalPeriod, withdrawalPeriod } from './withdrawalPeriod';

/** One ordered line, as the platform keeping the order has it. */
export interface WithdrawalOrderItem {
  readonly itemId: number;
  readonly sku: string;
  /** The configurable product the line is a variant of, when the order names it. */
  readonly parentSku: string | null;
  readonly name: string;
  readonly qtyOrdered: number;
}

/** What the withdrawal rules need of an order, whichever platform keeps it. */
export interface WithdrawalOrderFacts {
  readonly orderNumber: string;
  readonly orderedAt: Date;
  /** The name and e-mail the order was placed with (the form is prefilled with them). */
  readonly name: string;
  readonly email: string;
  /** Whether the shopper was informed of the right of withdrawal (else twelve more months, art. L221-20). */
  readonly informed: boolean;
  /** The lines the shopper sees (no child line of a configurable product). */
  readonly items: readonly WithdrawalOrderItem[];
  /** The quantities earlier withdrawals took back, by item id. */
  readonly withdrawn: ReadonlyMap<number, number>;
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

const flagged = (doc: unknown) =>
  doc !== null && typeof doc === 'object' && truthy((doc as Record<string, unknown>).made_to_measure);

const hasCustomOptions = (doc: unknown) =>
  doc !== null &&
  typeof doc === 'object' &&
  customOptionsOf(doc as Pick<Product, 'custom_options' | 'options'>).length > 0;

/**
 * The skus a line's sku may stand for, longest first: the sku itself, then each shorter one it extends. Magento sells a
 * product with custom options under its sku followed by the chosen options' own skus (`BA-SUR-MESURE-L400-H300`,
 * `Magento\Catalog\Model\Product\Type\AbstractType::getOptionSku`), a sku the catalogue does not know.
 */
function skuCandidates(sku: string): string[] {
  const parts = sku.split('-');
  return parts
    .map((_, index) => parts.slice(0, parts.length - index).join('-'))
    .filter((candidate) => candidate !== '');
}

/**
 * The skus of `items` made to measure (art. L221-28 3°): a line is when the catalogue (`products`, the shop's on every
 * platform) flags its product or its parent — the parent the order names, or the one the catalogue row names. A sku
 * the catalogue does not know is read as the longest sku it extends of a product with custom options (Magento's
 * option suffixes, see {@link skuCandidates}): a made-to-measure tarpaulin stays made to measure whatever its
 * dimensions.
 */
async function madeToMeasureSkus(db: Kysely<Database>, items: readonly WithdrawalOrderItem[]): Promise<Set<string>> {
  const asked = [...new Set(items.flatMap((item) => [item.sku, ...(item.parentSku ? [item.parentSku] : [])]))];
  const skus = [...new Set(asked.flatMap(skuCandidates))];
  if (skus.length === 0) return new Set();
  const products = await db
    .selectFrom('products as own')
    .leftJoin('products as parent', 'parent.sku', 'own.parent_sku')
    .select(['own.sku', 'own.doc', 'parent.doc as parentDoc'])
    .where('own.sku', 'in', skus)
    .execute();
  const bySku = new Map(products.map((row) => [row.sku, row]));
  const made = new Set<string>();
  for (const sku of asked) {
    // The sku itself, else the longest it extends whose product has custom options.
    const row = skuCandidates(sku)
      .map((candidate) => bySku.get(candidate))
      .find((candidate, index) => candidate !== undefined && (index === 0 || hasCustomOptions(candidate.doc)));
    if (row && (flagged(row.doc) || flagged(row.parentDoc))) made.add(sku);
  }
  return made;
}

/**
 * An order as the withdrawal function shows it: the period computed (see `withdrawalPeriod`: the shop has no
 * shipment tracking and its shipping methods carry no delivery time, so the fourteen days run from the order
 * date — never later than the real delivery), and each line with how much of it can still be withdrawn: made-to-
 * measure goods (the catalogue's `made_to_measure`, art. L221-28 3°) never, lines taken back by earlier
 * withdrawals no more. The one home of these rules for every platform: each reads its order into `facts`.
 * @example
 * const view = await describeWithdrawableOrder(db, facts, settings.now());
 */
export async function describeWithdrawableOrder(
  db: Kysely<Database>,
  facts: WithdrawalOrderFacts,
  now: Date,
): Promise<WithdrawableOrder> {
  const madeToMeasure = await madeToMeasureSkus(db, facts.items);
  const period = withdrawalPeriod({
    orderedAt: facts.orderedAt,
    deliveredAt: null,
    deliveryDays: null,
    informed: facts.informed,
  });
  const open = isWithinWithdrawalPeriod(period, now);
  const lines: WithdrawableLine[] = facts.items.map((item) => {
    const qtyWithdrawn = facts.withdrawn.get(item.itemId) ?? 0;
    const rule = lineWithdrawability(
      {
        qtyOrdered: item.qtyOrdered,
        qtyWithdrawn,
        madeToMeasure: madeToMeasure.has(item.sku) || (item.parentSku !== null && madeToMeasure.has(item.parentSku)),
      },
      open,
    );
    return {
      itemId: item.itemId,
      sku: item.sku,
      name: item.name,
      qtyOrdered: item.qtyOrdered,
      qtyWithdrawn,
      qtyWithdrawable: rule.qtyWithdrawable,
      refusal: rule.refusal,
    };
  });
  return {
    orderNumber: facts.orderNumber,
    orderedAt: facts.orderedAt.toISOString(),
    name: facts.name,
    email: facts.email,
    period: {
      startsOn: period.startsOn,
      basis: period.basis,
      lastDay: period.lastDay,
      endsAt: period.endsAt.toISOString(),
      extended: period.extended,
      open,
    },
    lines,
  };
}
