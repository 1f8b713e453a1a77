import * as v from 'valibot';

const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
const TIME = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
const TEXT = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));

const StorePointSchema = v.object({
  name: TEXT,
  street: TEXT,
  postcode: TEXT,
  city: TEXT,
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  phone: v.optional(TEXT),
  phoneE164: v.optional(v.pipe(v.string(), v.regex(/^\+\d{6,15}$/))),
  hours: v.array(v.object({ days: v.pipe(v.array(v.picklist(DAYS)), v.minLength(1)), opens: TIME, closes: TIME })),
  note: v.optional(TEXT),
});

/** A point of sale of the store locator (SPEC §2 "Store locator"). */
export type StorePoint = v.InferOutput<typeof StorePointSchema>;

const PLACEHOLDER = /\{\{\s*seller\.([A-Za-z0-9_.]+)\s*\}\}/g;

/**
 * The points of sale of the CMS block `store-locator-points`: a JSON list (name, address, phone, opening hours by
 * day, note) whose `{{seller.…}}` placeholders take the seller's identity, so the workshop's address is written
 * once. Stored data: validated; a malformed block lists no point (the page's CMS text still shows).
 *
 * @example
 * parseStorePoints(block.content, sellerTextValues(seller));
 */
export function parseStorePoints(content: string, seller: Readonly<Record<string, string | undefined>>): StorePoint[] {
  let raw: unknown;
  try {
    raw = JSON.parse(
      content.replace(PLACEHOLDER, (placeholder, name: string) => jsonText(seller[name] ?? placeholder)),
    );
  } catch {
    return [];
  }
  const parsed = v.safeParse(v.array(StorePointSchema), raw);
  return parsed.success ? parsed.output : [];
}

/** A value put inside a JSON string: quotes and backslashes escaped. */
const jsonText = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * The schema.org `Store` of a point of sale, for its JSON-LD.
 *
 * @example
 * storeJsonLd(point, 'https://www.citerne-souple.example');
 */
export function storeJsonLd(point: StorePoint, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: point.name,
    url: `${origin}/store-locator`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: point.street,
      postalCode: point.postcode,
      addressLocality: point.city,
      addressCountry: point.country,
    },
    ...(point.phoneE164 ? { telephone: point.phoneE164 } : {}),
    openingHoursSpecification: point.hours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.days.map((day) => `https://schema.org/${DAY_NAMES[day]}`),
      opens: slot.opens,
      closes: slot.closes,
    })),
  };
}

const DAY_NAMES: Readonly<Record<(typeof DAYS)[number], string>> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
