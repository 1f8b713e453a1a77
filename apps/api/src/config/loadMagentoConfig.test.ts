import { describe, expect, it } from 'vitest';
import { ConfigError } from './ConfigError';
import { loadMagentoConfig } from './loadMagentoConfig';
import { loadServerConfig } from './serverConfig';

const TOKEN = 'integrationtoken0123456789abcdef';

describe('Magento configuration (PLATFORM=magento2)', () => {
  it('is read only for the magento2 platform, with its defaults', () => {
    expect(loadMagentoConfig({ MAGENTO_BASE_URL: 'https://m2.example.fr' }, 'embedded')).toBeUndefined();
    expect(
      loadMagentoConfig({ MAGENTO_BASE_URL: 'https://m2.example.fr/', MAGENTO_ACCESS_TOKEN: TOKEN }, 'magento2'),
    ).toEqual({
      baseUrl: 'https://m2.example.fr',
      accessToken: TOKEN,
      storeCode: 'default',
      timeoutMs: 10_000,
      readRetries: 2,
      customerTokenHours: 1,
    });
  });

  it('refuses to start PLATFORM=magento2 without its base URL and token, naming them', () => {
    expect(() => loadServerConfig({ PLATFORM: 'magento2' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ PLATFORM: 'magento2' })).toThrow(
      'PLATFORM=magento2 needs MAGENTO_BASE_URL and MAGENTO_ACCESS_TOKEN',
    );
  });

  it('wants https, except on localhost', () => {
    const withUrl = (url: string) => () =>
      loadMagentoConfig({ MAGENTO_BASE_URL: url, MAGENTO_ACCESS_TOKEN: TOKEN }, 'magento2');
    expect(withUrl('http://m2.example.fr')).toThrow(
      'MAGENTO_BASE_URL must be an https:// URL (http:// only on localhost)',
    );
    expect(withUrl('http://localhost:8080')()?.baseUrl).toBe('http://localhost:8080');
    expect(withUrl('not a url')).toThrow('MAGENTO_BASE_URL must be an absolute URL');
  });

  it('never quotes the token in its refusal', () => {
    const bad = 'short secret!';
    const refuse = () =>
      loadMagentoConfig({ MAGENTO_BASE_URL: 'https://m2.example.fr', MAGENTO_ACCESS_TOKEN: bad }, 'magento2');
    expect(refuse).toThrow('MAGENTO_ACCESS_TOKEN must be a Magento integration access token');
    expect(refuse).not.toThrow(bad);
  });

  it('reads the store code, timeout and read retries', () => {
    const config = loadMagentoConfig(
      {
        MAGENTO_BASE_URL: 'https://m2.example.fr',
        MAGENTO_ACCESS_TOKEN: TOKEN,
        MAGENTO_STORE_CODE: 'fr',
        MAGENTO_TIMEOUT_MS: '2500',
        MAGENTO_READ_RETRIES: '0',
      },
      'magento2',
    );
    expect(config).toMatchObject({ storeCode: 'fr', timeoutMs: 2500, readRetries: 0 });
    expect(() =>
      loadMagentoConfig(
        { MAGENTO_BASE_URL: 'https://m2.example.fr', MAGENTO_ACCESS_TOKEN: TOKEN, MAGENTO_TIMEOUT_MS: '5' },
        'magento2',
      ),
    ).toThrow('MAGENTO_TIMEOUT_MS must be a whole number between 100 and 120000');
  });
});
