import {
  Breadcrumbs,
  Button,
  Checkbox,
  FormField,
  Input,
  NewsletterInvite,
  Price,
  RadioGroup,
  Select,
} from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-router';
import { useModals } from '../modals/modalsAtom';
import { FRENCH_REGIONS } from './frenchRegions';
import type { GuideNumberField, GuideProblem, GuideQuery, GuideUse } from './guideQuery';
import { GUIDE_USES } from './guideQuery';
import { DRINKING_LITRES_PER_PERSON_DAY, FIRE_RESERVE_CLASSES } from './otherSizing';
import {
  FILTER_EFFICIENCY,
  GARDEN_LITRES_PER_M2_WEEK,
  GARDEN_WEEKS_PER_YEAR,
  LAUNDRY_LITRES_PER_PERSON_DAY,
  WC_LITRES_PER_PERSON_DAY,
} from './rainwaterSizing';
import type { TankRecommendation } from './recommendTanks';
import { ROOF_TYPES } from './roofTypes';
import type { GuideSizing } from './sizeForAnswers';
import './guide.css';

/** What the guide's loader sends. */
export interface GuidePageProps {
  readonly query: GuideQuery;
  readonly result: { readonly sizing: GuideSizing; readonly recommendation: TankRecommendation } | null;
  /** The guide's own path in the store view (the form's action). */
  readonly action: string;
  readonly homeHref: string;
}

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const cubic = (litres: number) => number.format(Math.round(litres / 100) / 10);

/**
 * The tank calculator and buying guide (issue 17): the shopper describes the use, the server sizes the tank and
 * recommends tanks of the catalogue. A plain GET form: it works without JavaScript, and the URL is the result to
 * share. The fieldset of the chosen use shows through CSS (`:has()`), so nothing waits for hydration.
 */
export function GuidePage({ query, result, action, homeHref }: GuidePageProps) {
  const { t } = useLingui();
  const initialUse = (GUIDE_USES as readonly string[]).includes(query.form.use ?? '')
    ? (query.form.use as GuideUse)
    : 'rainwater';
  const [use, setUse] = useState<GuideUse>(initialUse);
  const problems = query.status === 'invalid' ? query.problems : [];
  const problemOf = (field: GuideProblem['field']) => {
    const problem = problems.find((entry) => entry.field === field);
    if (!problem) return undefined;
    if (problem.kind === 'choice') return t`Choose a value from the list.`;
    if (problem.kind === 'number') return t`Enter a number.`;
    const min = number.format(problem.min);
    const max = number.format(problem.max);
    return t`Enter a value between ${min} and ${max}.`;
  };
  const value = (field: string, fallback = '') => query.form[field] ?? fallback;
  const numberField = (field: GuideNumberField, label: string, hint?: string, fallback = '') => (
    <FormField label={label} hint={hint} error={problemOf(field)}>
      {(control) => (
        <Input {...control} name={field} inputMode="decimal" defaultValue={value(field, fallback)} autoComplete="off" />
      )}
    </FormField>
  );
  const useLabels: Record<GuideUse, string> = {
    rainwater: t`Rainwater harvesting`,
    drinking: t`Drinking water`,
    fire: t`Fire reserve`,
    farming: t`Agriculture and irrigation`,
  };

  return (
    <article className="guide-page">
      <Breadcrumbs label={t`Breadcrumb`} items={[{ label: t`Home`, href: homeHref }, { label: t`Buying guide` }]} />
      <h1>{t`How to choose your soft water tank`}</h1>
      <p className="guide-page__lead">
        {t`Tell us what the water is for: we size the tank with the formulas shown below and pick the tanks of our range that fit, in stock first.`}
      </p>

      {query.status === 'invalid' ? (
        <p className="form-error" role="alert">
          {t`Some answers need correcting: see the fields marked below.`}
        </p>
      ) : null}
      <Form method="get" action={action} className="guide-form" data-use={use} noValidate>
        <RadioGroup
          legend={t`What is the water for?`}
          name="use"
          value={use}
          onChange={(next) => setUse(next as GuideUse)}
          options={GUIDE_USES.map((code) => ({ value: code, label: useLabels[code] }))}
        />

        <fieldset className="guide-form__use guide-form__use--rainwater">
          <legend>{useLabels.rainwater}</legend>
          <FormField label={t`Region`} error={problemOf('region')}>
            {(control) => (
              <Select
                {...control}
                name="region"
                defaultValue={value('region', 'idf')}
                options={FRENCH_REGIONS.map((region) => ({
                  value: region.code,
                  label: `${region.name} (${region.rainfallMm} mm)`,
                }))}
              />
            )}
          </FormField>
          {numberField('roofArea', t`Roof footprint (m²)`, t`The area of the roof seen from above, not its slope.`)}
          <FormField label={t`Roof covering`} error={problemOf('roofType')}>
            {(control) => (
              <Select
                {...control}
                name="roofType"
                defaultValue={value('roofType', 'tiles')}
                options={ROOF_TYPES.map((roof) => ({ value: roof.code, label: roof.name }))}
              />
            )}
          </FormField>
          {numberField('persons', t`People in the household`, undefined, '0')}
          <Checkbox name="wc" value="1" defaultChecked={value('wc') === '1'} label={t`Toilet flushing`} />
          <Checkbox name="laundry" value="1" defaultChecked={value('laundry') === '1'} label={t`Washing machine`} />
          {numberField('garden', t`Garden to water (m²)`, undefined, '0')}
          {numberField('weeks', t`Dry weeks to cover`, t`Three weeks suit most of France.`, '3')}
        </fieldset>

        <fieldset className="guide-form__use guide-form__use--drinking">
          <legend>{useLabels.drinking}</legend>
          {numberField('people', t`People to supply`)}
          {numberField('litres', t`Litres per person and day`, undefined, String(DRINKING_LITRES_PER_PERSON_DAY))}
          {numberField('autonomy', t`Days of autonomy`, undefined, '7')}
        </fieldset>

        <fieldset className="guide-form__use guide-form__use--fire">
          <legend>{useLabels.fire}</legend>
          <FormField label={t`Risk to cover`} error={problemOf('risk')}>
            {(control) => (
              <Select
                {...control}
                name="risk"
                defaultValue={value('risk', 'low')}
                options={FIRE_RESERVE_CLASSES.map((entry) => ({
                  value: entry.code,
                  label: `${entry.name} – ${entry.volumeM3} m³`,
                }))}
              />
            )}
          </FormField>
        </fieldset>

        <fieldset className="guide-form__use guide-form__use--farming">
          <legend>{useLabels.farming}</legend>
          {numberField('area', t`Area to irrigate (m²)`)}
          {numberField('mm', t`Crop water need (mm per day)`, t`4 to 6 mm a day in summer for most crops.`, '5')}
          {numberField('days', t`Days the tank must cover`, undefined, '10')}
        </fieldset>

        <fieldset className="guide-form__space">
          <legend>{t`Space available (optional)`}</legend>
          {numberField('length', t`Length (m)`)}
          {numberField('width', t`Width (m)`)}
          {numberField('height', t`Height (m)`)}
        </fieldset>

        <Button type="submit">{t`Calculate`}</Button>
      </Form>

      {result ? <GuideResult {...result} query={query} /> : null}
      <GuideMethod />
    </article>
  );
}

function GuideResult({ sizing, recommendation, query }: NonNullable<GuidePageProps['result']> & { query: GuideQuery }) {
  const { t } = useLingui();
  const modals = useModals();
  const volume = cubic(sizing.volumeLitres);
  const rain = sizing.rainwater;
  const answers = query.status === 'valid' ? query.answers : null;
  const filter = number.format(FILTER_EFFICIENCY);
  const litres = number.format(sizing.volumeLitres);
  return (
    <section className="guide-result" aria-labelledby="guide-result-title">
      <h2 id="guide-result-title">{t`Our recommendation`}</h2>
      <p className="guide-result__volume">{t`Volume to store: ${volume} m³`}</p>
      {rain && answers?.use === 'rainwater' ? (
        <ol className="guide-result__working">
          <li>
            {t`What the roof collects: ${rain.rainfallMm} mm × ${number.format(answers.roofArea)} m² × ${number.format(rain.runoff)} (roof) × ${filter} (filter) = ${number.format(rain.annualYield)} L a year.`}
          </li>
          <li>
            {t`What you use: ${number.format(rain.householdNeed)} L (household) + ${number.format(rain.gardenNeed)} L (garden) = ${number.format(rain.annualNeed)} L a year.`}
          </li>
          <li>
            {t`The tank keeps the smaller of the two, ${number.format(rain.usable)} L, for ${number.format(answers.weeks)} weeks: ${number.format(rain.usable)} × 7 × ${number.format(answers.weeks)} ÷ 365 = ${number.format(rain.volume)} L.`}
          </li>
        </ol>
      ) : null}
      {answers?.use === 'drinking' ? (
        <p>{t`${number.format(answers.people)} people × ${number.format(answers.litres)} L × ${number.format(answers.autonomy)} days = ${litres} L.`}</p>
      ) : null}
      {answers?.use === 'fire' ? (
        <p>{t`The external fire defence rules (DECI) ask ${volume} m³ for this risk; the fire service of your département confirms it.`}</p>
      ) : null}
      {answers?.use === 'farming' ? (
        <p>{t`${number.format(answers.area)} m² × ${number.format(answers.mm)} mm × ${number.format(answers.days)} days = ${litres} L.`}</p>
      ) : null}

      {recommendation.tanks.length > 0 ? (
        <ul className="guide-result__tanks">
          {recommendation.tanks.map((tank) => {
            const size = `${number.format(tank.dimensions.length)} × ${number.format(tank.dimensions.width)} m`;
            const height = number.format(tank.dimensions.height);
            return (
              <li key={tank.sku} className="guide-tank">
                <a href={tank.href} className="guide-tank__name">
                  {tank.name}
                </a>
                <span>{t`Footprint ${size}, height ${height} m when full`}</span>
                <span>{tank.inStock ? t`In stock` : t`Out of stock`}</span>
                <Price amount={tank.price} taxLabel={t`incl. VAT`} />
              </li>
            );
          })}
        </ul>
      ) : null}
      {recommendation.volumeBeyondRange ? (
        <p>{t`No single tank of our range holds this volume: combine several tanks, or ask our customer service for a made-to-measure one.`}</p>
      ) : null}
      {recommendation.tanks.length === 0 && !recommendation.volumeBeyondRange ? (
        <p>{t`No tank of our range holding this volume fits the space you gave.`}</p>
      ) : null}
      {recommendation.tooLargeForSpace > 0 && recommendation.tanks.length > 0 ? (
        <p>{t`Larger tanks were left out: they do not fit the space you gave.`}</p>
      ) : null}
      {/* SPEC §4 "Newsletter": the sign-up opens only when asked, its opt-in never pre-ticked. */}
      <NewsletterInvite
        headingLevel={3}
        heading={t`Our advice in your mailbox`}
        text={t`One letter a month: installing, maintaining, regulations — and 10% off your first order.`}
        actionLabel={t`Get our advice`}
        onOpen={() => modals.open('newsletter')}
      />
    </section>
  );
}

/** The formulas and tables, always on the page: the shopper can check the working, and search engines read it. */
function GuideMethod() {
  const { t } = useLingui();
  const household = WC_LITRES_PER_PERSON_DAY + LAUNDRY_LITRES_PER_PERSON_DAY;
  const filter = number.format(FILTER_EFFICIENCY);
  return (
    <section className="guide-method" aria-labelledby="guide-method-title">
      <h2 id="guide-method-title">{t`How we calculate`}</h2>
      <h3>{t`Rainwater`}</h3>
      <p>
        {t`Each millimetre of rain brings one litre per square metre of roof. The roof collects rainfall × footprint × the covering's runoff × ${filter} for the filter. You use ${WC_LITRES_PER_PERSON_DAY} L per person and day for the toilet, ${LAUNDRY_LITRES_PER_PERSON_DAY} L for the washing machine (${household} L for both) and ${GARDEN_LITRES_PER_M2_WEEK} L per m² of garden and week over ${GARDEN_WEEKS_PER_YEAR} weeks. The tank stores the smaller of the two for the dry weeks chosen: this is the simplified method of the NF EN 16941-1 standard.`}
      </p>
      <table className="guide-table">
        <caption>{t`Average annual rainfall by region`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Region`}</th>
            <th scope="col">{t`Rainfall (mm a year)`}</th>
          </tr>
        </thead>
        <tbody>
          {FRENCH_REGIONS.map((region) => (
            <tr key={region.code}>
              <th scope="row">{region.name}</th>
              <td>{region.rainfallMm}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="guide-table">
        <caption>{t`Runoff of roof coverings`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Roof covering`}</th>
            <th scope="col">{t`Runoff coefficient`}</th>
          </tr>
        </thead>
        <tbody>
          {ROOF_TYPES.map((roof) => (
            <tr key={roof.code}>
              <th scope="row">{roof.name}</th>
              <td>{number.format(roof.runoff)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t`Fire reserve`}</h3>
      <p>
        {t`External fire defence (DECI, order of 15 December 2015 and each département's rules) sets the volume by risk class. The fire service of your département has the last word.`}
      </p>
      <ul>
        {FIRE_RESERVE_CLASSES.map((entry) => (
          <li key={entry.code}>{`${entry.name} : ${entry.volumeM3} m³`}</li>
        ))}
      </ul>
      <h3>{t`Drinking water and irrigation`}</h3>
      <p>
        {t`Drinking water: people × litres per day (a French person uses ${DRINKING_LITRES_PER_PERSON_DAY} L) × days of autonomy. Irrigation: area × the crop's need in millimetres a day × days to cover.`}
      </p>
    </section>
  );
}
