import type { Banner } from '@citerne/core-api/contract';
import { Carousel, Image, Rating, ReviewSummary, TrustBanner } from '@citerne/ui-kit';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { usePageData } from '../api/usePageData';
import { imageUrl } from '../catalog/imageUrl';
import { ProductTeaserGrid } from '../catalog/ProductTeaserGrid';
import { RouterAnchor } from '../chrome/RouterAnchor';
import { ReviewStatement, ReviewVerification } from '../review/ReviewHonesty';
import type { HomeData } from './HomeData';

function BannerCard({
  banner,
  priority = false,
  wide = false,
}: {
  banner: Banner;
  priority?: boolean;
  wide?: boolean;
}) {
  return (
    <RouterAnchor href={banner.link} className={wide ? 'banner banner--wide' : 'banner'}>
      <Image
        src={banner.image}
        alt=""
        size="gallery"
        imageUrl={imageUrl(banner.image)}
        priority={priority}
        fit="cover"
        sizes={wide ? '(min-width: 1024px) 620px, 100vw' : '(min-width: 768px) 50vw, 100vw'}
        className="banner__image"
      />
      <span className="banner__text">
        <strong className="banner__title">{banner.title}</strong>
        {banner.description ? <span className="banner__description">{banner.description}</span> : null}
      </span>
    </RouterAnchor>
  );
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });

/**
 * The home page (SPEC §3 "Homepage data"): slider by priority, trust banner, main, small and product banners,
 * new products and bestsellers (8 each, newest first), the latest customer reviews (pilot (reviews)) with the trust
 * score and the statement on how reviews are checked (art. L111-7-2 Code de la consommation), Instagram images
 * and the default content.
 */
export function HomePage({ dataKey }: { dataKey: readonly unknown[] }) {
  const { t } = useLingui();
  const home = usePageData<HomeData>(dataKey);
  const slides = home.slider.slides;
  return (
    <div className="home">
      {slides.length > 0 ? (
        <div className="home-slider">
          <Carousel
            label={home.slider.title}
            perView={1}
            previousLabel={t`Previous slide`}
            nextLabel={t`Next slide`}
            slideLabel={(position, total) => t`Slide ${position} of ${total}`}
            slides={slides.map((slide, index) => ({
              id: `${slide.priority}-${slide.image}`,
              content: (
                <RouterAnchor href={slide.link} className="slide">
                  <Image
                    src={slide.image}
                    alt=""
                    size="gallery"
                    imageUrl={imageUrl(slide.image)}
                    priority={index === 0}
                    fit="cover"
                    sizes="(min-width: 1272px) 1240px, 100vw"
                    className="slide__image"
                  />
                  <span className="slide__title">{slide.title}</span>
                </RouterAnchor>
              ),
            }))}
          />
        </div>
      ) : null}
      <h1 className="home-title">{t`Soft water tanks made in France`}</h1>
      <TrustBanner
        label={t`Our commitments`}
        items={[
          { icon: 'shield', title: t`French manufacture`, text: t`Made in our workshop` },
          { icon: 'check', title: t`8,800 tanks installed`, text: t`Homes, farms and towns` },
          { icon: 'shield', title: t`5-year warranty and more`, text: t`Up to 10 years for fire reserves` },
          { icon: 'truck', title: t`Made-to-measure tanks`, text: t`To the size of your land` },
        ]}
      />
      {home.mainBanners.length > 0 ? (
        <section className="banners banners--main" aria-label={t`Highlights`}>
          {home.mainBanners.map((banner, index) => (
            // The first main banner is in a phone's first screen, below a short slider: Lighthouse finds it the
            // largest paint there, so it is fetched at once with high priority (issue 21), like the first slide.
            <BannerCard key={banner.link + banner.title} banner={banner} wide priority={index === 0} />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="new-products" className="home-section">
        <h2 id="new-products">{home.newProducts.title}</h2>
        <ProductTeaserGrid
          teasers={home.newProducts.products}
          label={home.newProducts.title}
          priorityCount={slides.length > 0 ? 0 : 2}
        />
      </section>
      {home.smallBanners.length > 0 ? (
        <section className="banners banners--small" aria-label={t`Our specialities`}>
          {home.smallBanners.map((banner) => (
            <BannerCard key={banner.link + banner.title} banner={banner} />
          ))}
        </section>
      ) : null}
      {home.bestsellers.products.length > 0 ? (
        <section aria-labelledby="bestsellers" className="home-section">
          <h2 id="bestsellers">{home.bestsellers.title}</h2>
          <ProductTeaserGrid teasers={home.bestsellers.products} label={home.bestsellers.title} />
        </section>
      ) : null}
      {home.productBanners.length > 0 ? (
        <section className="banners banners--product" aria-label={t`Made to measure`}>
          {home.productBanners.map((banner) => (
            <BannerCard key={banner.link + banner.title} banner={banner} wide />
          ))}
        </section>
      ) : null}
      {(home.reviews.summary && home.reviews.summary.totalReviews > 0) || home.reviews.latest.length > 0 ? (
        <section aria-labelledby="home-reviews" className="home-section home-reviews">
          <h2 id="home-reviews">{t`Our customers' reviews`}</h2>
          {home.reviews.summary && home.reviews.summary.totalReviews > 0 ? (
            <ReviewSummary
              averageRating={home.reviews.summary.averageRating}
              totalReviews={home.reviews.summary.totalReviews}
              headingLevel={3}
              labels={{
                title: t`Trust score`,
                score: (rating) => `${rating.toLocaleString('fr-FR')}/5`,
                rating: (rating) => t`Average rating: ${rating.toLocaleString('fr-FR')} out of 5`,
                count: (count) => t({ message: plural(count, { one: '# review', other: '# reviews' }) }),
              }}
            />
          ) : null}
          <ReviewStatement source={home.reviews.summary?.source ?? home.reviews.latestSource} />
          {home.reviews.latest.length > 0 ? (
            <>
              <h3 className="home-reviews__source">
                {home.reviews.latestSource === 'review-service'
                  ? t`Latest reviews collected by our independent review service`
                  : t`Latest reviews published on this site`}
              </h3>
              <ul className="home-reviews__list">
                {home.reviews.latest.map((review) => (
                  <li key={review.id} className="review-card">
                    <Rating value={review.rating} label={t`Rated ${review.rating} out of 5`} size="sm" />
                    <p className="review-card__title">{review.title}</p>
                    <p className="review-card__detail">{review.detail}</p>
                    <ReviewVerification verified={review.verified} experienceDate={review.experienceDate} />
                    <p className="review-card__meta">
                      {review.nickname}
                      {review.createdAt ? `, ${dateFormat.format(new Date(review.createdAt))}` : ''}
                      {review.product ? (
                        <>
                          {' — '}
                          <RouterAnchor href={review.product.href}>{review.product.name}</RouterAnchor>
                        </>
                      ) : null}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      {home.instagram.length > 0 ? (
        <section aria-labelledby="instagram" className="home-section">
          <h2 id="instagram">{t`Our installations on Instagram`}</h2>
          <ul className="instagram-grid">
            {home.instagram.map((picture) => (
              <li key={picture.image}>
                <a href={picture.link} target="_blank" rel="noopener noreferrer" className="instagram-grid__link">
                  <Image
                    src={picture.image}
                    alt={picture.alt}
                    size="cart"
                    imageUrl={imageUrl(picture.image)}
                    fit="cover"
                    sizes="(min-width: 1024px) 150px, 25vw"
                  />
                  <span className="visually-hidden">{t`(opens Instagram in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {home.defaultContent.length > 0 ? (
        <section aria-labelledby="services" className="home-section">
          <h2 id="services" className="visually-hidden">
            {t`Our services`}
          </h2>
          <ul className="default-content">
            {home.defaultContent.map((item) => (
              <li key={item.title}>
                <h3 className="default-content__title">{item.title}</h3>
                <p>{item.message}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
