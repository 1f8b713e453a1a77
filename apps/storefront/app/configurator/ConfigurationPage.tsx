import { miniCartOpenAtom, useAddToCart } from '@citerne/cart-sync/react';
import { formatPrice, measuredPrice, priceBaseOf } from '@citerne/pricing';
import { type CustomOptionAnswers, cartProducts, customOptionsOf } from '@citerne/product';
import {
  Breadcrumbs,
  Button,
  CustomOptionField,
  type CustomOptionValue,
  MeasureInput,
  Price,
  QuantityStepper,
} from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { imageUrl } from '../catalog/imageUrl';
import { RouterAnchor } from '../chrome/RouterAnchor';
import { useModals } from '../modals/modalsAtom';
import { useNotify } from '../notifications/notificationsAtom';
import { customOptionFields } from '../product/customOptionFields';
import type { ConfigurationPageData } from './ConfigurationPageData';
import { configurationState } from './configurationState';
import { CONFIGURATOR_PATH } from './configuratorPath';
import { useMeasureTexts } from './useMeasureTexts';
import './configurator.css';

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const metres = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The configurator of a made-to-measure product (SPEC §2 "/configuration/{parentSku}/{slug}", issue 17): its
 * dimensions within the product's limits, its other custom options (fabric, colour, accessories), the live volume or
 * area and price (announced politely), the SPEC §8 warning for a combination it is not made in, the statement that
 * the withdrawal right does not apply (art. L221-28 3° of the Code de la consommation), and add to cart.
 */
export function ConfigurationPage({ data }: { data: ConfigurationPageData }) {
  const { t } = useLingui();
  const { product, taxRate, measure } = data;
  const { name } = product;
  const options = customOptionsOf(product);
  const texts = useMeasureTexts(measure, options);
  const modals = useModals();
  const notify = useNotify();
  const { addToCart } = useAddToCart();
  const openMiniCart = useSetAtom(miniCartOpenAtom);
  const [answers, setAnswers] = useState<CustomOptionAnswers<CustomOptionValue>>({});
  const [qty, setQty] = useState(1);
  const [submitted, setSubmitted] = useState(false);
  const [adding, setAdding] = useState(false);

  const state = configurationState(product, answers, taxRate);
  const refusal = state.measure && !state.measure.accepted ? state.measure.refusal : null;
  const impossible = refusal?.reason === 'impossible';
  // A refusal the shopper must change something for (a dimension still empty only needs typing).
  const blocking =
    refusal && !(refusal.reason === 'dimension' && refusal.reading.problem === 'missing') ? refusal : null;

  // SPEC §8: the "No such configuration…" warning with its OK action, once each time the combination becomes impossible.
  const wasImpossible = useRef(false);
  useEffect(() => {
    if (impossible && !wasImpossible.current) {
      notify.show({
        type: 'warning',
        message: t`No such configuration for the product. Please do choose another combination of attributes.`,
        action1: { label: t`OK`, action: () => {} },
      });
    }
    wasImpossible.current = impossible;
  }, [impossible, notify, t]);

  const dimensionIds = new Set(measure.dimensions.map((dimension) => String(dimension.option_id)));
  const basePrice = measuredPrice(priceBaseOf(product).price, state.measure?.accepted ? state.measure.priced : null);
  const fields = customOptionFields(options, basePrice, taxRate).filter(
    (field) => !dimensionIds.has(field.id) && field.type !== 'file',
  );
  const textOf = (id: string) => {
    const value = answers[id];
    return typeof value === 'string' ? value : '';
  };
  const dimensionError = (id: number) => {
    const typed = textOf(String(id));
    if (!submitted && typed.trim() === '') return undefined;
    const reading = refusal?.reason === 'dimension' && refusal.option_id === id ? refusal.reading : null;
    return reading ? texts.dimensionProblem(id, reading) : undefined;
  };
  const optionError = (id: string) => {
    const problem = submitted ? state.problems[id] : undefined;
    const title = options.find((option) => String(option.option_id) === id)?.title ?? id;
    if (problem === 'required') return t`${title} is required.`;
    if (problem === 'tooLong') return t`${title} is too long.`;
    return undefined;
  };
  const set = (id: string, value: CustomOptionValue) => setAnswers((current) => ({ ...current, [id]: value }));
  const quantityLabel = measure.shape === 'tank' ? t`Volume` : t`Area`;
  const quantityText = state.measure?.accepted
    ? texts.quantity(state.measure.quantity)
    : refusal && refusal.reason !== 'dimension'
      ? texts.quantity(refusal.quantity)
      : '—';
  const height = metres.format(measure.height ?? 0);
  const rate = number.format(taxRate);
  const tax = formatPrice(state.price.tax);

  async function add() {
    setSubmitted(true);
    if (!state.ready) {
      notify.show({ type: 'danger', message: t`Please complete the configuration before adding to the cart.` });
      return;
    }
    setAdding(true);
    try {
      const chosen = Object.fromEntries(
        Object.entries(answers).filter(([id]) => fields.some((f) => f.id === id) || dimensionIds.has(id)),
      );
      const { added } = await addToCart(
        cartProducts(
          product,
          {},
          { qty, variant: null, customAnswers: chosen, bundleChoices: {}, groupedQuantities: {} },
        ),
      );
      if (added.length > 0) openMiniCart(true);
    } catch {
      notify.show({ type: 'danger', message: t`Error while adding products` });
    } finally {
      setAdding(false);
    }
  }

  return (
    <article className="configuration-page">
      <Breadcrumbs
        label={t`Breadcrumb`}
        items={[
          { label: t`Home`, href: '/' },
          { label: t`Made-to-measure configurator`, href: CONFIGURATOR_PATH },
          { label: product.name },
        ]}
      />
      <h1 id="configuration-title">{t`Configure: ${name}`}</h1>
      {data.shortDescription ? <p className="configuration-lead">{data.shortDescription}</p> : null}
      <div className="configuration-layout">
        <form
          className="configuration-form"
          aria-labelledby="configuration-title"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <fieldset className="configuration-fieldset">
            <legend>{t`Your dimensions`}</legend>
            {measure.shape === 'tank' ? (
              <p className="configuration-help">{t`Give the length and width of the flat space you have: the tank is made for a filled height of ${height} m.`}</p>
            ) : (
              <p className="configuration-help">{t`Give the finished dimensions of the cover, hems and eyelets included.`}</p>
            )}
            <div className="configuration-dimensions">
              {measure.dimensions.map((dimension) => {
                const option = options.find((candidate) => candidate.option_id === dimension.option_id);
                const id = String(dimension.option_id);
                return (
                  <MeasureInput
                    key={id}
                    name={`option-${id}`}
                    label={option?.title ?? id}
                    unit={measure.unit}
                    hint={texts.hint(dimension.min, dimension.max)}
                    value={textOf(id)}
                    onChange={(value) => set(id, value)}
                    error={dimensionError(dimension.option_id)}
                    required
                    requiredLabel={t`required`}
                    maxLength={option && typeof option.max_characters === 'number' ? option.max_characters : undefined}
                  />
                );
              })}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-haspopup="dialog"
              onClick={() => modals.open('open-measure')}
            >
              {t`How to measure?`}
            </Button>
          </fieldset>
          {fields.length > 0 ? (
            <fieldset className="configuration-fieldset">
              <legend>{t`Fabric, colour and accessories`}</legend>
              {fields.map((field) => (
                <CustomOptionField
                  key={field.id}
                  option={field}
                  value={answers[field.id] ?? null}
                  onChange={(value) => set(field.id, value)}
                  error={optionError(field.id)}
                  labels={{
                    required: t`required`,
                    choose: t`Choose…`,
                    maxCharacters: (max) => t`${max} characters maximum`,
                  }}
                />
              ))}
            </fieldset>
          ) : null}
        </form>
        <aside className="configuration-summary" aria-labelledby="configuration-summary-title">
          <h2 id="configuration-summary-title">{t`Your configuration`}</h2>
          {data.image ? (
            <img
              className="configuration-summary__image"
              src={imageUrl(data.image)({ width: 450, height: 350 })}
              alt=""
              width={450}
              height={350}
            />
          ) : null}
          <div className="configuration-live" aria-live="polite" aria-atomic="true">
            <p className="configuration-quantity">
              <span>{quantityLabel}</span> <strong>{quantityText}</strong>
            </p>
            {state.measure?.accepted ? (
              <Price amount={state.price.amount} taxLabel={t`incl. VAT`} size="lg" />
            ) : (
              <>
                <Price amount={state.price.amount} fromLabel={t`From`} taxLabel={t`incl. VAT`} size="lg" />
                {blocking ? null : (
                  <p className="configuration-help">{t`Enter your dimensions to see the price of your configuration.`}</p>
                )}
              </>
            )}
            {state.measure?.accepted && taxRate > 0 ? (
              <p className="configuration-help">{t`Including ${rate}% VAT (${tax}).`}</p>
            ) : null}
          </div>
          {blocking ? (
            <p id="configuration-blocked" className="notice notice--warning" role="alert">
              {texts.refusal(blocking)}
            </p>
          ) : null}
          <div className="notice notice--info" role="note">
            <p>
              <strong>{t`Made to measure.`}</strong>{' '}
              {/* Art. L221-28 3° of the Code de la consommation: goods made to the consumer's specifications. */}
              {t`The 14-day withdrawal right does not apply to products made to measure (art. L221-28 3° of the French Consumer Code).`}
            </p>
          </div>
          <div className="configuration-actions">
            <QuantityStepper
              label={t`Quantity`}
              decreaseLabel={t`Decrease the quantity`}
              increaseLabel={t`Increase the quantity`}
              value={qty}
              min={1}
              max={product.stock?.max_sale_qty ?? 100}
              onChange={setQty}
            />
            <Button
              variant="accent"
              size="lg"
              icon="cart"
              loading={adding}
              disabled={blocking !== null}
              aria-describedby={blocking ? 'configuration-blocked' : undefined}
              onClick={() => void add()}
            >
              {t`Add to cart`}
            </Button>
          </div>
          <p className="configuration-product-link">
            <RouterAnchor href={data.productHref}>{t`See the product page`}</RouterAnchor>
          </p>
        </aside>
      </div>
      {/* Phones and tablets: the live volume and price stay in sight while the form scrolls. A visual copy only: the
          summary's live region above is what assistive technology reads. */}
      <p className="configuration-bar" aria-hidden="true">
        <span>
          {quantityLabel} <strong>{quantityText}</strong>
        </span>
        <strong>
          {state.measure?.accepted ? formatPrice(state.price.amount) : `${t`From`} ${formatPrice(state.price.amount)}`}
        </strong>
      </p>
    </article>
  );
}
