import { useLingui } from '@lingui/react/macro';
import { type StorePoint, storeJsonLd } from './storePoints';

const DAY_INDEX = { Mo: 1, Tu: 2, We: 3, Th: 4, Fr: 5, Sa: 6, Su: 7 } as const;
// 2024-01-01 was a Monday: day n of the week is 2024-01-0n.
const weekday = (day: keyof typeof DAY_INDEX, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, DAY_INDEX[day])),
  );

/**
 * The store locator's points of sale (SPEC §2 "Store locator"): one list item per point with its address, phone and
 * opening hours, and its schema.org `Store` JSON-LD.
 */
export function StoreLocatorList({ points, origin }: { points: readonly StorePoint[]; origin: string }) {
  const { t, i18n } = useLingui();
  if (points.length === 0) return null;
  const days = new Intl.ListFormat(i18n.locale, { type: 'conjunction' });
  return (
    <section className="store-locator" aria-labelledby="store-locator-title">
      <h2 id="store-locator-title">{t`Our points of sale`}</h2>
      <ul className="store-locator__list">
        {points.map((point) => (
          <li key={point.name} className="store-locator__point">
            <h3>{point.name}</h3>
            <address>
              {point.street}
              <br />
              {point.postcode} {point.city}
              {point.phone ? (
                <>
                  <br />
                  {t`Phone:`} {point.phoneE164 ? <a href={`tel:${point.phoneE164}`}>{point.phone}</a> : point.phone}
                </>
              ) : null}
            </address>
            {point.hours.length > 0 ? (
              <>
                <h4>{t`Opening hours`}</h4>
                <ul className="store-locator__hours">
                  {point.hours.map((slot) => (
                    <li key={`${slot.days.join()}-${slot.opens}`}>
                      {days.format(slot.days.map((day) => weekday(day, i18n.locale)))}
                      {' : '}
                      <time>{slot.opens}</time>–<time>{slot.closes}</time>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {point.note ? <p>{point.note}</p> : null}
            <script
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: JSON.stringify(storeJsonLd(point, origin)).replace(/</g, '\\u003c') }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
