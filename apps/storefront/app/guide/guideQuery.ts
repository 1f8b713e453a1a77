import * as v from 'valibot';
import { FRENCH_REGIONS } from './frenchRegions';
import { FIRE_RESERVE_CLASSES } from './otherSizing';
import { ROOF_TYPES } from './roofTypes';

/** The uses the guide sizes a tank for. */
export const GUIDE_USES = ['rainwater', 'drinking', 'fire', 'farming'] as const;
export type GuideUse = (typeof GUIDE_USES)[number];

/** A number field of the guide's form: its bounds and the value a blank field takes. */
interface NumberField {
  readonly min: number;
  readonly max: number;
  readonly fallback?: number;
}

/**
 * The number fields, by query parameter. Each use has its own names, so the form works without JavaScript with
 * every fieldset on the page (a name used twice would be sent twice). The bounds keep the figures physical.
 */
export const GUIDE_NUMBER_FIELDS = {
  roofArea: { min: 1, max: 10_000 },
  persons: { min: 0, max: 50, fallback: 0 },
  garden: { min: 0, max: 100_000, fallback: 0 },
  weeks: { min: 1, max: 26, fallback: 3 },
  people: { min: 1, max: 500 },
  litres: { min: 10, max: 1000, fallback: 148 },
  autonomy: { min: 1, max: 365, fallback: 7 },
  area: { min: 1, max: 1_000_000 },
  mm: { min: 0.5, max: 15, fallback: 5 },
  days: { min: 1, max: 60, fallback: 10 },
  length: { min: 0.5, max: 100 },
  width: { min: 0.5, max: 100 },
  height: { min: 0.3, max: 10 },
} as const satisfies Record<string, NumberField>;

export type GuideNumberField = keyof typeof GUIDE_NUMBER_FIELDS;

/** What is wrong with one field: not a number, or outside its bounds. */
export type GuideProblem =
  | { readonly field: GuideNumberField; readonly kind: 'number' }
  | { readonly field: GuideNumberField; readonly kind: 'range'; readonly min: number; readonly max: number }
  | { readonly field: 'region' | 'roofType' | 'risk'; readonly kind: 'choice' };

/** The form as the shopper filled it in (strings, shown back in the fields). */
export type GuideForm = Readonly<Record<string, string>>;

/** The validated answers of one use. */
export type GuideAnswers =
  | {
      readonly use: 'rainwater';
      readonly region: string;
      readonly roofType: string;
      readonly roofArea: number;
      readonly persons: number;
      readonly wc: boolean;
      readonly laundry: boolean;
      readonly garden: number;
      readonly weeks: number;
    }
  | { readonly use: 'drinking'; readonly people: number; readonly litres: number; readonly autonomy: number }
  | { readonly use: 'fire'; readonly risk: string }
  | { readonly use: 'farming'; readonly area: number; readonly mm: number; readonly days: number };

/** The available space, metres, when given. */
export interface GuideSpace {
  readonly length?: number;
  readonly width?: number;
  readonly height?: number;
}

/** The outcome of reading the query: nothing asked yet, problems to show, or answers to compute. */
export type GuideQuery =
  | { readonly status: 'empty'; readonly form: GuideForm }
  | { readonly status: 'invalid'; readonly form: GuideForm; readonly problems: readonly GuideProblem[] }
  | { readonly status: 'valid'; readonly form: GuideForm; readonly answers: GuideAnswers; readonly space: GuideSpace };

const decimal = v.pipe(
  v.string(),
  v.trim(),
  v.transform((text) => Number(text.replace(',', '.'))),
  v.number(),
  v.finite(),
);
const choice = (values: readonly { code: string }[]) =>
  v.picklist(values.map((value) => value.code) as [string, ...string[]]);
const UseSchema = v.picklist(GUIDE_USES);
const RegionSchema = choice(FRENCH_REGIONS);
const RoofSchema = choice(ROOF_TYPES);
const RiskSchema = choice(FIRE_RESERVE_CLASSES);

/**
 * Reads the guide's query string (the URL is the shareable result, so it is outside input): every field is
 * checked, a blank optional field takes its default, and nothing is computed while a field is wrong.
 *
 * @example
 * parseGuideQuery(new URLSearchParams('use=fire&risk=ordinary')); // { status: 'valid', answers: { use: 'fire', … } }
 */
export function parseGuideQuery(params: URLSearchParams): GuideQuery {
  const form: Record<string, string> = {};
  for (const [key, value] of params) if (value.length <= 40) form[key] = value;
  const use = v.safeParse(UseSchema, params.get('use'));
  if (!use.success) return { status: 'empty', form };

  const problems: GuideProblem[] = [];
  const number = (field: GuideNumberField, required: boolean): number | undefined => {
    const bounds: NumberField = GUIDE_NUMBER_FIELDS[field];
    const raw = (params.get(field) ?? '').trim();
    if (raw === '') {
      if (bounds.fallback !== undefined) return bounds.fallback;
      if (required) problems.push({ field, kind: 'number' });
      return undefined;
    }
    const parsed = v.safeParse(decimal, raw);
    if (!parsed.success) {
      problems.push({ field, kind: 'number' });
      return undefined;
    }
    if (parsed.output < bounds.min || parsed.output > bounds.max) {
      problems.push({ field, kind: 'range', min: bounds.min, max: bounds.max });
      return undefined;
    }
    return parsed.output;
  };
  const picked = (field: 'region' | 'roofType' | 'risk', schema: typeof RegionSchema) => {
    const parsed = v.safeParse(schema, params.get(field));
    if (!parsed.success) problems.push({ field, kind: 'choice' });
    return parsed.success ? parsed.output : '';
  };
  const flag = (field: string) => params.get(field) === '1' || params.get(field) === 'on';

  let answers: GuideAnswers;
  switch (use.output) {
    case 'rainwater':
      answers = {
        use: 'rainwater',
        region: picked('region', RegionSchema),
        roofType: picked('roofType', RoofSchema),
        roofArea: number('roofArea', true) ?? 0,
        persons: number('persons', false) ?? 0,
        wc: flag('wc'),
        laundry: flag('laundry'),
        garden: number('garden', false) ?? 0,
        weeks: number('weeks', false) ?? 0,
      };
      break;
    case 'drinking':
      answers = {
        use: 'drinking',
        people: number('people', true) ?? 0,
        litres: number('litres', false) ?? 0,
        autonomy: number('autonomy', false) ?? 0,
      };
      break;
    case 'fire':
      answers = { use: 'fire', risk: picked('risk', RiskSchema) };
      break;
    case 'farming':
      answers = {
        use: 'farming',
        area: number('area', true) ?? 0,
        mm: number('mm', false) ?? 0,
        days: number('days', false) ?? 0,
      };
      break;
  }
  const length = number('length', false);
  const width = number('width', false);
  const height = number('height', false);
  if (problems.length > 0) return { status: 'invalid', form, problems };
  const space: { length?: number; width?: number; height?: number } = {};
  if (length !== undefined) space.length = length;
  if (width !== undefined) space.width = width;
  if (height !== undefined) space.height = height;
  return { status: 'valid', form, answers, space };
}
