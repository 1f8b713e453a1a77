import { miniCartOpenAtom, useAddToCart } from '@citerne/cart-sync/react';
import type { ConfigurableChild, CustomOption } from '@citerne/core-api/contract';
import { bundleLivePrice, formatPrice, groupedLivePrice, priceBaseOf, productLivePrice } from '@citerne/pricing';
import {
  associatedLinks,
  bundleCartOptions,
  type CustomOptionAnswers,
  cartProducts,
  chooseValue,
  customOptionProblems,
  defaultBundleChoices,
  initialVariant,
  measureOf,
  missingRequiredBundleOptions,
  pricedCustomOptions,
  type VariantState,
} from '@citerne/product';
import { Breadcrumbs, Button, type CustomOptionValue, Price, QuantityStepper, Rating } from '@citerne/ui-kit';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { usePageData } from '../api/usePageData';
import { imageUrl } from '../catalog/imageUrl';
import { ProductTeaserGrid } from '../catalog/ProductTeaserGrid';
import { productHref } from '../catalog/productHref';
import { RouterAnchor } from '../chrome/RouterAnchor';
import { CmsContent } from '../cms/CmsContent';
import { configurationHref } from '../configurator/configuratorPath';
import { useModals } from '../modals/modalsAtom';
import { useNotify } from '../notifications/notificationsAtom';
import { ProductSavedToggles } from '../saved/ProductSavedToggles';
import { shopConfig } from '../shop/shopConfig';
import { useFreeShippingFrom } from '../shop/useFreeShippingFrom';
import { storePath } from '../storeView/storePath';
import { useStoreView } from '../storeView/useStoreView';
import { BundleOptions, CustomOptions, GroupedItems, VariantOptions } from './ProductConfigurator';
import { ProductGallery } from './ProductGallery';
import type { ProductPageData } from './ProductPageData';
import { ProductReviews } from './ProductReviews';
import { useProductMeasure } from './useProductMeasure';

const rules = { listOutOfStock: shopConfig.listOutOfStockProducts };

/**
 * The product page (SPEC §2 "Product page") for every type: gallery, live price with its VAT mention, stock,
 * the configuration of its type (variants, bundle options, grouped items, custom options), quantity, add to cart,
 * description, technical attributes, reviews, size guide and colour chart, related products, and for a
 * made-to-measure product the notice that the 14-day withdrawal right does not apply.
 */
export function ProductPage({ dataKey }: { dataKey: readonly unknown[] }) {
  const { t } = useLingui();
  const freeShippingFrom = useFreeShippingFrom();
  const freeFrom = freeShippingFrom === null ? null : formatPrice(freeShippingFrom);
  const data = usePageData<ProductPageData>(dataKey);
  const { product } = data;
  const store = useStoreView();
  const modals = useModals();
  const notify = useNotify();
  const { addToCart } = useAddToCart();
  const openMiniCart = useSetAtom(miniCartOpenAtom);
  const customOptions = (product.custom_options ?? []) as CustomOption[];

  const [variant, setVariant] = useState<VariantState<ConfigurableChild>>(() =>
    initialVariant(product, data.configurableOptions, data.requestedChildSku, rules),
  );
  const [answers, setAnswers] = useState<CustomOptionAnswers<CustomOptionValue>>({});
  const [bundleChoices, setBundleChoices] = useState<Record<string, readonly string[]>>(() =>
    defaultBundleChoices(product.bundle_options),
  );
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(associatedLinks(product).map((link) => [link.linked_product_sku, link.qty ?? 1])),
  );
  const [qty, setQty] = useState(1);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState(false);

  // SPEC §2 My Account "recently viewed products": this browser remembers the product page; the account's code
  // loads after the page, out of its first load.
  const viewedImage = data.images[0] ?? null;
  useEffect(() => {
    const viewed = {
      sku: product.sku,
      name: product.name,
      href: productHref(product),
      ...(viewedImage ? { image: imageUrl(viewedImage)({ width: 150, height: 150 }) } : {}),
    };
    void import('../account/myAccount/recentlyViewedStore').then(({ recentlyViewedStore }) =>
      recentlyViewedStore().record(viewed),
    );
  }, [product, viewedImage]);

  const isConfigurable = product.type_id === 'configurable';
  const chosenChild = isConfigurable ? variant.variant : null;
  const stock = chosenChild?.stock ?? product.stock;
  const base = priceBaseOf(chosenChild ?? product);
  // Issue 17: a made-to-measure product's dimensions are priced and checked by the rules the cart applies.
  const measure = measureOf(product);
  const measured = useProductMeasure(product, customOptions, answers);

  const price = (() => {
    if (product.type_id === 'bundle') {
      const selections = (product.bundle_options ?? []).flatMap((option) =>
        option.product_links
          .filter((link) => (bundleChoices[String(option.option_id)] ?? []).includes(String(link.id)))
          .flatMap((link) => {
            const linked = data.linked[link.sku];
            return linked
              ? [{ sku: link.sku, qty: link.qty, price: linked.price, priceInclTax: linked.priceInclTax }]
              : [];
          }),
      );
      return bundleLivePrice(selections, data.taxRate);
    }
    if (product.type_id === 'grouped') {
      return groupedLivePrice(
        Object.entries(quantities).map(([sku, count]) => ({
          qty: count,
          priceInclTax: data.linked[sku]?.priceInclTax ?? 0,
        })),
        data.taxRate,
      );
    }
    return productLivePrice(
      base,
      pricedCustomOptions(customOptions, answers),
      data.taxRate,
      measured?.accepted ? measured.priced : null,
    );
  })();

  function choose(code: string, value: string) {
    const next = chooseValue(product, data.configurableOptions, variant, code, value, rules);
    setVariant(next);
    if (!next.exact) {
      notify.show({
        type: 'warning',
        message: t`No such configuration for the product. Please do choose another combination of attributes.`,
        action1: { label: t`OK`, action: () => {} },
      });
      return;
    }
    if (next.variant) {
      // SPEC §2: the URL names the chosen child; replaced in place, without a new history entry or a reload.
      const url = storePath(store, productHref(product, next.variant.sku));
      window.history.replaceState(window.history.state, '', `${url}${window.location.hash}`);
    }
  }

  async function add() {
    const found: Record<string, string> = {};
    for (const [id, problem] of Object.entries(customOptionProblems(customOptions, answers))) {
      const title = customOptions.find((option) => String(option.option_id) === id)?.title ?? id;
      found[id] = problem === 'required' ? t`${title} is required.` : t`${title} is too long.`;
    }
    const chosenBundle = bundleCartOptions(product.bundle_options, bundleChoices);
    for (const option of missingRequiredBundleOptions(product.bundle_options, chosenBundle)) {
      found[String(option.option_id)] = t`Choose an option.`;
    }
    if (measured && !measured.accepted) {
      const { refusal } = measured;
      if (refusal.reason === 'dimension' && refusal.reading.problem !== 'missing') {
        found[String(refusal.option_id)] =
          t`This dimension is outside the limits of the product: see the configurator.`;
      } else if (refusal.reason !== 'dimension') {
        // SPEC §8: a volume or a combination the workshop does not make.
        notify.show({
          type: 'warning',
          message: t`No such configuration for the product. Please do choose another combination of attributes.`,
          action1: { label: t`OK`, action: () => {} },
        });
        return;
      }
    }
    setProblems(found);
    if (Object.keys(found).length > 0) {
      notify.show({ type: 'danger', message: t`Please complete the configuration before adding to the cart.` });
      return;
    }
    setAdding(true);
    try {
      const { added } = await addToCart(
        cartProducts(product, data.linked, {
          qty,
          variant: chosenChild,
          customAnswers: answers,
          bundleChoices,
          groupedQuantities: quantities,
        }),
      );
      if (added.length > 0) openMiniCart(true);
    } catch {
      notify.show({ type: 'danger', message: t`Error while adding products` });
    } finally {
      setAdding(false);
    }
  }

  const inStock = stock?.is_in_stock !== false;
  const lowStock = inStock && typeof stock?.qty === 'number' && stock.qty > 0 && stock.qty <= 5 ? stock.qty : null;
  const crumbs = data.breadcrumbs.map((crumb, index) =>
    index === data.breadcrumbs.length - 1 ? { label: crumb.label } : crumb,
  );
  const taxRate = data.taxRate.toLocaleString('fr-FR');
  const downloads = Array.isArray(product.downloadable_links)
    ? (product.downloadable_links as { title?: string }[]).map((link) => link.title ?? '').filter(Boolean)
    : [];

  return (
    <article className="product-page">
      <Breadcrumbs label={t`Breadcrumb`} items={[{ label: t`Home`, href: '/' }, ...crumbs]} />
      <div className="product-main">
        <ProductGallery images={data.images} name={product.name} first={chosenChild?.image ?? null} />
        <div className="product-buy">
          <h1 className="product-title">{product.name}</h1>
          {data.reviews.total > 0 ? (
            <p className="product-rating">
              <Rating
                value={data.reviews.average}
                label={t`Average rating: ${data.reviews.average} out of 5`}
                size="sm"
              />
              <a href="#reviews">
                {t({ message: plural({ count: data.reviews.total }, { one: '# review', other: '# reviews' }) })}
              </a>
            </p>
          ) : null}
          {data.shortDescription ? <p className="product-lead">{data.shortDescription}</p> : null}
          <div className="product-price" aria-live="polite">
            <Price
              amount={price.amount}
              {...(price.originalAmount !== null ? { originalAmount: price.originalAmount } : {})}
              taxLabel={t`incl. VAT`}
              originalLabel={t`Reference price:`}
              currentLabel={t`Special price:`}
              size="lg"
            />
            {price.percentOff !== null ? (
              // Art. L112-1-1 Code de la consommation: the reduction is stated against the lowest price of the 30 days
              // before it, which the API computed from the price history.
              <p className="product-price__reduction">
                {t`${price.percentOff}% off the lowest price of the 30 days before the reduction.`}
              </p>
            ) : null}
            <p className="product-price__tax">
              {data.taxRate > 0 ? t`Including ${taxRate}% VAT (${formatPrice(price.tax)}).` : t`VAT not applicable.`}
            </p>
          </div>
          <p className={inStock ? 'stock stock--in' : 'stock stock--out'}>
            {inStock
              ? lowStock !== null
                ? t({ message: plural(lowStock, { one: 'In stock: only # left', other: 'In stock: only # left' }) })
                : t`In stock`
              : t`Out of stock`}
          </p>
          {data.madeToMeasure ? (
            <div className="notice notice--info" role="note">
              <p>
                <strong>{t`Made to measure.`}</strong>{' '}
                {t`This product is made to your specifications: the 14-day withdrawal right does not apply (article L221-28 of the French Consumer Code).`}
              </p>
              {/* SPEC §2 "open measure" modal: how to measure the space before entering the dimensions. */}
              <p className="product-measure-actions">
                {measure ? (
                  <RouterAnchor href={configurationHref(product)} className="button-link">
                    {t`Configure to measure`}
                  </RouterAnchor>
                ) : null}
                <Button
                  variant="secondary"
                  size="sm"
                  aria-haspopup="dialog"
                  onClick={() => modals.open('open-measure')}
                >
                  {t`How to measure?`}
                </Button>
              </p>
            </div>
          ) : null}
          {isConfigurable ? (
            <VariantOptions data={data} state={variant} listOutOfStock={rules.listOutOfStock} onChoose={choose} />
          ) : null}
          {isConfigurable && !variant.exact ? (
            <p className="notice notice--warning" role="alert">
              {t`No such configuration for the product. Please do choose another combination of attributes.`}
            </p>
          ) : null}
          {product.type_id === 'bundle' ? (
            <BundleOptions
              data={data}
              choices={bundleChoices}
              problems={problems}
              onChange={(id, links) => setBundleChoices((current) => ({ ...current, [id]: links }))}
            />
          ) : null}
          {product.type_id === 'grouped' ? (
            <GroupedItems
              data={data}
              quantities={quantities}
              onChange={(sku, count) => setQuantities((current) => ({ ...current, [sku]: count }))}
            />
          ) : null}
          {product.type_id !== 'bundle' && product.type_id !== 'grouped' ? (
            <CustomOptions
              product={product}
              basePrice={base.price}
              taxRate={data.taxRate}
              answers={answers}
              problems={problems}
              onChange={(id, value: CustomOptionValue) => setAnswers((current) => ({ ...current, [id]: value }))}
            />
          ) : null}
          {downloads.length > 0 ? (
            <div className="product-downloads">
              <h2>{t`Included files`}</h2>
              <ul>
                {downloads.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="product-actions">
            {product.type_id !== 'grouped' ? (
              <QuantityStepper
                label={t`Quantity`}
                decreaseLabel={t`Decrease the quantity`}
                increaseLabel={t`Increase the quantity`}
                value={qty}
                min={1}
                max={stock?.max_sale_qty ?? 100}
                onChange={setQty}
              />
            ) : null}
            <Button
              variant="accent"
              size="lg"
              icon="cart"
              loading={adding}
              disabled={isConfigurable && !variant.exact}
              onClick={() => void add()}
            >
              {t`Add to cart`}
            </Button>
          </div>
          <ProductSavedToggles
            product={{
              sku: product.sku,
              name: product.name,
              href: productHref(product),
              ...(viewedImage ? { image: viewedImage } : {}),
            }}
          />
          <ul className="product-links">
            {data.sizeGuide ? (
              <li>
                <Button variant="ghost" size="sm" onClick={() => modals.open('size-guide', data.sizeGuide)}>
                  {t`Size guide`}
                </Button>
              </li>
            ) : null}
            {data.colourChart.length > 0 ? (
              <li>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => modals.open('colour-chart', { productName: product.name, colours: data.colourChart })}
                >
                  {t`Colour chart`}
                </Button>
              </li>
            ) : null}
          </ul>
          <ul className="product-assurance">
            <li>{t`Made in our French workshop`}</li>
            {freeFrom === null ? null : <li>{t`Free delivery in France from ${freeFrom} incl. VAT`}</li>}
            <li>{t`Secure payment`}</li>
          </ul>
        </div>
      </div>
      {data.descriptionHtml ? (
        <section className="product-section" aria-labelledby="description-title">
          <h2 id="description-title">{t`Description`}</h2>
          <CmsContent html={data.descriptionHtml} />
        </section>
      ) : null}
      {data.attributes.length > 0 ? (
        <section className="product-section" aria-labelledby="attributes-title">
          <h2 id="attributes-title">{t`Technical specifications`}</h2>
          <table className="attributes-table">
            <tbody>
              {data.attributes.map((attribute) => (
                <tr key={attribute.code}>
                  <th scope="row">{attribute.label}</th>
                  <td>{attribute.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <ProductReviews reviews={data.reviews} product={data.product} />
      {data.related.length > 0 ? (
        <section className="product-section" aria-labelledby="related-title">
          <h2 id="related-title">{t`You may also like`}</h2>
          <ProductTeaserGrid teasers={data.related} label={t`Related products`} />
        </section>
      ) : null}
    </article>
  );
}
