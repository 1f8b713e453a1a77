import { Breadcrumbs, Price } from '@citerne/ui-kit';
import { useLingui } from '@lingui/react/macro';
import { imageUrl } from '../catalog/imageUrl';
import { RouterAnchor } from '../chrome/RouterAnchor';
import type { ConfiguratorEntry } from './ConfiguratorEntry';
import './configurator.css';

/**
 * SPEC §2 "/configurator" (issue 17): the made-to-measure products, each with a link to its configuration page and to
 * its product page, and the statement that the withdrawal right does not apply to them.
 */
export function ConfiguratorListPage({ entries }: { entries: readonly ConfiguratorEntry[] }) {
  const { t } = useLingui();
  return (
    <div className="configurator-page">
      <Breadcrumbs
        label={t`Breadcrumb`}
        items={[{ label: t`Home`, href: '/' }, { label: t`Made-to-measure configurator` }]}
      />
      <h1>{t`Made-to-measure configurator`}</h1>
      <p className="configuration-lead">
        {t`Soft tanks, tarpaulins and pergola covers made in our workshop to your dimensions: enter them, choose the fabric, the colour and the accessories, and see the volume or area and the price as you go.`}
      </p>
      <ul className="configurator-list">
        {entries.map(({ name, ...entry }) => (
          <li key={entry.sku}>
            <article className="configurator-card" aria-labelledby={`configurator-${entry.sku}`}>
              {entry.image ? (
                <img
                  className="configurator-card__image"
                  src={imageUrl(entry.image)({ width: 450, height: 350 })}
                  alt=""
                  width={450}
                  height={350}
                  loading="lazy"
                />
              ) : null}
              <div className="configurator-card__body">
                <h2 id={`configurator-${entry.sku}`} className="configurator-card__title">
                  {name}
                </h2>
                {entry.summary ? <p>{entry.summary}</p> : null}
                <Price amount={entry.fromPrice} fromLabel={t`From`} taxLabel={t`incl. VAT`} />
                <p className="configurator-card__links">
                  <RouterAnchor href={entry.configureHref} className="button-link">
                    {t`Configure ${name}`}
                  </RouterAnchor>
                  <RouterAnchor href={entry.productHref}>{t`See the product page`}</RouterAnchor>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <p className="notice notice--info" role="note">
        {t`The 14-day withdrawal right does not apply to products made to measure (art. L221-28 3° of the French Consumer Code).`}
      </p>
    </div>
  );
}
