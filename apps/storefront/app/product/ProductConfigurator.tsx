import type { CustomOption, Product } from '@citerne/core-api/contract';
import { formatPrice } from '@citerne/pricing';
import { associatedLinks, type CustomOptionAnswers, isValueAvailable, type VariantState } from '@citerne/product';
import {
  Checkbox,
  CustomOptionField,
  type CustomOptionValue,
  Price,
  QuantityStepper,
  RadioGroup,
  VariantPicker,
} from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { customOptionFields } from './customOptionFields';
import type { ProductPageData } from './ProductPageData';

/** Swatches and chips of a configurable product (SPEC §2, §4 "Variant selection"), on its page and in the cart. */
export function VariantOptions({
  data,
  state,
  listOutOfStock,
  onChoose,
}: {
  data: Pick<ProductPageData, 'product' | 'configurableOptions'>;
  state: Pick<VariantState, 'attributes'>;
  listOutOfStock: boolean;
  onChoose: (code: string, value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="product-options">
      {data.configurableOptions.map((option) => (
        <VariantPicker
          key={option.code}
          label={option.label}
          kind={option.code === 'color' ? 'color' : 'text'}
          values={option.values.map((value) => ({
            value: value.id,
            label: value.label,
            ...(value.color ? { color: value.color } : {}),
            available: isValueAvailable(data.product, state, option.code, value.id, { listOutOfStock }),
          }))}
          value={state.attributes[option.code] ?? null}
          onChange={(value) => onChoose(option.code, value)}
          unavailableLabel={t`unavailable with this choice`}
        />
      ))}
    </div>
  );
}

/** The options of a bundle: one choice per option, optional ones may stay empty (SPEC §2 "bundle"). */
export function BundleOptions({
  data,
  choices,
  problems,
  onChange,
}: {
  data: ProductPageData;
  choices: Readonly<Record<string, readonly string[]>>;
  problems: Readonly<Record<string, string>>;
  onChange: (optionId: string, linkIds: string[]) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="product-options">
      {(data.product.bundle_options ?? []).map((option) => {
        const id = String(option.option_id);
        const chosen = choices[id] ?? [];
        const title = option.title ?? t`Option ${id}`;
        const labelOf = (link: { sku: string; qty: number }) => {
          const product = data.linked[link.sku];
          const name = product?.name ?? link.sku;
          const quantity = link.qty > 1 ? `${link.qty} × ` : '';
          return product
            ? `${quantity}${name} (${formatPrice(product.priceInclTax * link.qty)})`
            : `${quantity}${name}`;
        };
        if (option.type === 'checkbox' || option.type === 'multi') {
          return (
            <fieldset key={id} className="product-options__group">
              <legend>{option.required ? `${title} (${t`required`})` : title}</legend>
              {option.product_links.map((link) => {
                const linkId = String(link.id);
                return (
                  <Checkbox
                    key={linkId}
                    label={labelOf(link)}
                    checked={chosen.includes(linkId)}
                    onChange={(event) =>
                      onChange(
                        id,
                        event.target.checked ? [...chosen, linkId] : chosen.filter((entry) => entry !== linkId),
                      )
                    }
                  />
                );
              })}
              {problems[id] ? <p className="field-error">{problems[id]}</p> : null}
            </fieldset>
          );
        }
        return (
          <RadioGroup
            key={id}
            legend={option.required ? `${title} (${t`required`})` : title}
            options={[
              ...(option.required ? [] : [{ value: '', label: t`None` }]),
              ...option.product_links.map((link) => ({ value: String(link.id), label: labelOf(link) })),
            ]}
            value={chosen[0] ?? ''}
            onChange={(value) => onChange(id, value === '' ? [] : [value])}
            required={option.required === true}
            error={problems[id]}
          />
        );
      })}
    </div>
  );
}

/** The associated products of a grouped product with a quantity each (SPEC §2 "grouped"). */
export function GroupedItems({
  data,
  quantities,
  onChange,
}: {
  data: ProductPageData;
  quantities: Readonly<Record<string, number>>;
  onChange: (sku: string, qty: number) => void;
}) {
  const { t } = useLingui();
  const links = associatedLinks(data.product);
  return (
    <table className="grouped-items">
      <caption className="visually-hidden">{t`Products of this kit`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Product`}</th>
          <th scope="col">{t`Unit price`}</th>
          <th scope="col">{t`Quantity`}</th>
        </tr>
      </thead>
      <tbody>
        {links.map((link) => {
          const product = data.linked[link.linked_product_sku];
          if (!product) return null;
          return (
            <tr key={link.linked_product_sku}>
              <th scope="row">
                {product.name}
                {product.inStock ? null : <span className="stock stock--out"> {t`Out of stock`}</span>}
              </th>
              <td>
                <Price amount={product.priceInclTax} taxLabel={t`incl. VAT`} size="sm" />
              </td>
              <td>
                <QuantityStepper
                  label={t`Quantity of ${product.name}`}
                  decreaseLabel={t`Decrease the quantity of ${product.name}`}
                  increaseLabel={t`Increase the quantity of ${product.name}`}
                  value={quantities[link.linked_product_sku] ?? 0}
                  min={0}
                  max={product.product.stock?.max_sale_qty ?? 100}
                  size="sm"
                  onChange={(qty) => onChange(link.linked_product_sku, qty)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The custom options of a product, all eight types, each choice with its supplement (SPEC §3, §4). */
export function CustomOptions({
  product,
  basePrice,
  taxRate,
  answers,
  problems,
  onChange,
}: {
  product: Product;
  basePrice: number;
  taxRate: number;
  answers: CustomOptionAnswers<CustomOptionValue>;
  problems: Readonly<Record<string, string>>;
  onChange: (optionId: string, value: CustomOptionValue) => void;
}) {
  const { t } = useLingui();
  const fields = customOptionFields((product.custom_options ?? []) as CustomOption[], basePrice, taxRate);
  if (fields.length === 0) return null;
  return (
    <fieldset className="product-options product-options--custom">
      <legend>{t`Your made-to-measure options`}</legend>
      {fields.map((field) => (
        <CustomOptionField
          key={field.id}
          option={field}
          value={answers[field.id] ?? null}
          onChange={(value) => onChange(field.id, value)}
          error={problems[field.id]}
          labels={{
            required: t`required`,
            choose: t`Choose…`,
            maxCharacters: (max) => t`${max} characters maximum`,
          }}
        />
      ))}
    </fieldset>
  );
}
