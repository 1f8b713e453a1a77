import {
  calculateProductTax,
  createPricingConfig,
  findTaxRate,
  formatPrice,
  getBundlePrice,
  isSpecialPriceActive,
  PricingError,
  priceBaseOf,
  productLivePrice,
  type TaxRule,
} from '@citerne/pricing';
import { useId, useState } from 'react';
import '../shared/docsPlayground.css';

/** The playground's inputs, each one a field of the form. */
export interface PricePlaygroundInput {
  readonly price: number;
  readonly specialPrice: number;
  readonly specialFrom: string;
  readonly specialTo: string;
  readonly now: string;
  readonly rate: number;
  readonly sourcePricesIncludeTax: boolean;
  readonly tierQty: number;
  readonly tierPrice: number;
  readonly qty: number;
  readonly optionPrice: number;
  readonly optionType: 'fixed' | 'percent';
}

export const defaultPlaygroundInput: PricePlaygroundInput = {
  price: 1249.17,
  specialPrice: 1082.5,
  specialFrom: '2025-06-25',
  specialTo: '2025-07-22',
  now: '2025-07-14',
  rate: 20,
  sourcePricesIncludeTax: false,
  tierQty: 3,
  tierPrice: 1000,
  qty: 1,
  optionPrice: 89,
  optionType: 'fixed',
};

const money = (euros: number) => formatPrice(euros, { spaces: 'ascii' });

/** Every step of the computation for one set of inputs, each from the package's public API. */
export function computeSteps(input: PricePlaygroundInput): { title: string; detail: string }[] {
  const taxRules: TaxRule[] = [
    { product_tax_class_ids: [2], rates: [{ rate: input.rate, tax_country_id: 'FR', tax_region_id: 0 }] },
  ];
  const config = createPricingConfig({ sourcePricesIncludeTax: input.sourcePricesIncludeTax, tierPrices: true });
  const product = {
    sku: 'CS-10M3',
    price: input.price,
    special_price: input.specialPrice,
    special_from_date: input.specialFrom || null,
    special_to_date: input.specialTo || null,
    tax_class_id: 2,
    tier_prices: input.tierQty > 0 ? [{ customer_group_id: 32000, qty: input.tierQty, value: input.tierPrice }] : [],
  };
  const now = new Date(`${input.now}T12:00:00Z`);
  const rate = findTaxRate(taxRules, { productTaxClassId: 2, config });
  const special = isSpecialPriceActive(product, now, config);
  const priced = calculateProductTax(product, taxRules, { now, qty: input.qty, config });
  const live = productLivePrice(
    priceBaseOf(priced),
    [{ option_id: 5, option_type_id: 8, price: input.optionPrice, price_type: input.optionType }],
    rate?.rate ?? 0,
  );
  // A kit: this tank and two valves, each link priced (SPEC §4 "Pricing": bundle = sum of the default links).
  const bundle = getBundlePrice({
    bundle_options: [
      {
        option_id: 1,
        product_links: [
          {
            sku: 'CS-10M3',
            qty: 1,
            is_default: true,
            product: { price: priced.price, price_incl_tax: priced.price_incl_tax },
          },
        ],
      },
      {
        option_id: 2,
        product_links: [{ sku: 'V40', qty: 2, is_default: true, product: { price: 12.5, price_incl_tax: 15 } }],
      },
    ],
  });
  return [
    {
      title: '1. Tax rule match — findTaxRate',
      detail: rate ? `tax class 2 in FR → ${rate.rate} % VAT` : 'no rule matches: no tax',
    },
    {
      title: '2. Special price dates — isSpecialPriceActive',
      detail: special
        ? `active on ${input.now}: ${money(input.specialPrice)} replaces ${money(input.price)}`
        : `not active on ${input.now} (or not below the regular price)`,
    },
    {
      title: '3. Unit price for the quantity — calculateProductTax',
      detail: `qty ${input.qty}: price ${money(priced.price)} excl. + VAT ${money(priced.price_tax)} = ${money(
        priced.price_incl_tax,
      )}; regular ${money(priced.original_price_incl_tax)} (tier price ${money(input.tierPrice)} from ${input.tierQty})`,
    },
    {
      title: '4. Custom option — productLivePrice',
      detail: `+ ${input.optionType === 'fixed' ? money(input.optionPrice) : `${input.optionPrice} %`} excl. → ${money(
        live.amount,
      )} incl. (VAT ${money(live.tax)})${live.percentOff ? `, −${live.percentOff} % off ${money(live.originalAmount ?? 0)}` : ''}`,
    },
    {
      title: '5. Bundle of this tank and two valves — getBundlePrice',
      detail: `${money(bundle.price_incl_tax)} incl. (${money(bundle.price)} excl. + ${money(bundle.price_tax)} VAT)`,
    },
  ];
}

function numberField(value: string): number {
  return value === '' ? 0 : Number(value);
}

/** A live price playground over `@citerne/pricing`: change an input, every step is computed again. */
export function PricePlayground({ initial = defaultPlaygroundInput }: { initial?: PricePlaygroundInput }) {
  const [input, setInput] = useState(initial);
  const id = useId();
  const set = <K extends keyof PricePlaygroundInput>(key: K, value: PricePlaygroundInput[K]) =>
    setInput((previous) => ({ ...previous, [key]: value }));
  let steps: { title: string; detail: string }[] = [];
  let problem: string | null = null;
  try {
    steps = computeSteps(input);
  } catch (error) {
    // Invalid inputs are the package's to refuse: show its typed error, naming the field.
    if (!(error instanceof PricingError)) throw error;
    problem = `${error.code} — ${error.message}`;
  }
  const numeric = (key: keyof PricePlaygroundInput, label: string, step = '0.01') => (
    <label>
      {label}
      <input
        type="number"
        step={step}
        value={String(input[key])}
        onChange={(event) => set(key, numberField(event.target.value) as never)}
      />
    </label>
  );
  const date = (key: 'specialFrom' | 'specialTo' | 'now', label: string) => (
    <label>
      {label}
      <input type="date" value={input[key]} onChange={(event) => set(key, event.target.value)} />
    </label>
  );
  return (
    <div className="docs-playground" lang="en">
      <fieldset>
        <legend>Product, dates and shopper</legend>
        {numeric('price', 'Price excl. tax (€)')}
        {numeric('specialPrice', 'Special price (€)')}
        {date('specialFrom', 'Special from')}
        {date('specialTo', 'Special to')}
        {date('now', 'Priced on')}
        <label>
          VAT rate
          <select value={input.rate} onChange={(event) => set('rate', Number(event.target.value))}>
            {[20, 10, 5.5, 2.1, 0].map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>
            <input
              type="checkbox"
              checked={input.sourcePricesIncludeTax}
              onChange={(event) => set('sourcePricesIncludeTax', event.target.checked)}
            />{' '}
            Catalogue prices include tax
          </span>
        </label>
        {numeric('tierQty', 'Tier price from qty', '1')}
        {numeric('tierPrice', 'Tier price (€)')}
        {numeric('qty', 'Quantity', '1')}
        {numeric('optionPrice', 'Option price')}
        <label>
          Option price type
          <select
            value={input.optionType}
            onChange={(event) => set('optionType', event.target.value === 'percent' ? 'percent' : 'fixed')}
          >
            <option value="fixed">fixed (€)</option>
            <option value="percent">percent</option>
          </select>
        </label>
      </fieldset>
      <section aria-labelledby={`${id}-steps`} aria-live="polite">
        <h3 id={`${id}-steps`}>Computation</h3>
        {problem ? (
          <p role="alert">PricingError: {problem}</p>
        ) : (
          <ol className="docs-steps">
            {steps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <br />
                <output>{step.detail}</output>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
