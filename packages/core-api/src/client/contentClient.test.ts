import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../error/ApiError';
import { ValidationError } from '../error/ValidationError';
import { setupShop } from '../testing/setupShop';

let shop: Awaited<ReturnType<typeof setupShop>>;
afterEach(() => shop?.api.close());

describe('content client', () => {
  it('reads the banners of a store from the store content call', async () => {
    shop = await setupShop();
    const banners = await shop.client.content.store('fr', 'banners');
    expect(banners.mainBanners.map((banner) => banner.title)).toEqual(['Citernes souples']);
    expect(shop.api.calls('storeContent')[0]?.path).toBe('/api/content/fr/banners');
  });

  it('a store without that content is an ApiError 404', async () => {
    shop = await setupShop();
    await expect(shop.client.content.store('it', 'instagram')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a bad store code before sending', async () => {
    shop = await setupShop();
    await expect(shop.client.content.store('FR/../x', 'banners')).rejects.toBeInstanceOf(ValidationError);
    expect(shop.api.calls('storeContent')).toHaveLength(0);
  });

  it('content of another shape than its kind is a ValidationError on the response', async () => {
    shop = await setupShop();
    shop.api.shop.storeContent.set('de', { instagram: [{ image: 'not-a-path', link: '/', alt: '' }] });
    const error = await shop.client.content.store('de', 'instagram').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ source: 'response' });
  });

  it('the slider is asked with the admin token and sorted by ascending numeric priority', async () => {
    shop = await setupShop();
    const slides = await shop.client.content.slides('fr', shop.api.shop.slidePhotoToken);
    expect(slides.map((slide) => slide.priority)).toEqual([3, 10, 20]);
    expect(shop.api.calls('slidePhoto')[0]?.headers.authorization).toBe('Bearer slide-admin');
  });

  it('the slider without the right admin token is refused with a 401', async () => {
    shop = await setupShop();
    const error = await shop.client.content.slides('fr', 'guess').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
  });
});
