import { describe, expect, it } from 'vitest';
import { ConfigError } from './ConfigError';
import { loadSearchEngineConfig } from './loadSearchEngineConfig';
import { loadServerConfig } from './serverConfig';

const PASSWORD = 'cluster-password-do-not-print';

describe('Elasticsearch / OpenSearch configuration (SEARCH=elasticsearch|opensearch)', () => {
  it('is read only for those drivers, with the citerne index prefix by default', () => {
    expect(loadSearchEngineConfig({ SEARCH_URL: 'https://search.example.fr:9200' }, 'embedded')).toBeUndefined();
    expect(loadServerConfig({ SEARCH: 'elasticsearch', SEARCH_URL: 'https://search.example.fr:9200/' })).toMatchObject({
      search: 'elasticsearch',
      searchEngine: {
        driver: 'elasticsearch',
        url: 'https://search.example.fr:9200',
        auth: { kind: 'none' },
        indexPrefix: 'citerne',
      },
    });
  });

  it('refuses to start without SEARCH_URL, naming it', () => {
    for (const search of ['elasticsearch', 'opensearch']) {
      expect(() => loadServerConfig({ SEARCH: search })).toThrow(ConfigError);
      expect(() => loadServerConfig({ SEARCH: search })).toThrow(`SEARCH: ${search} needs SEARCH_URL`);
    }
  });

  it('takes a user and password, or an Elasticsearch API key, never both', () => {
    const url = { SEARCH_URL: 'http://localhost:9200' };
    expect(
      loadSearchEngineConfig({ ...url, SEARCH_USERNAME: 'shop', SEARCH_PASSWORD: PASSWORD }, 'opensearch')?.auth,
    ).toEqual({ kind: 'basic', username: 'shop', password: PASSWORD });
    expect(
      loadSearchEngineConfig(
        { ...url, SEARCH_API_KEY: 'VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw==' },
        'elasticsearch',
      )?.auth.kind,
    ).toBe('apiKey');
    expect(() => loadSearchEngineConfig({ ...url, SEARCH_USERNAME: 'shop' }, 'elasticsearch')).toThrow(
      'SEARCH_USERNAME and SEARCH_PASSWORD go together',
    );
    expect(() =>
      loadSearchEngineConfig(
        { ...url, SEARCH_USERNAME: 'shop', SEARCH_PASSWORD: PASSWORD, SEARCH_API_KEY: 'abcdefgh12345678' },
        'elasticsearch',
      ),
    ).toThrow('not both');
    expect(() => loadSearchEngineConfig({ ...url, SEARCH_API_KEY: 'abcdefgh12345678' }, 'opensearch')).toThrow(
      'SEARCH_API_KEY is for Elasticsearch',
    );
  });

  it('refuses credentials written into the URL, without quoting them', () => {
    const refuse = () =>
      loadSearchEngineConfig({ SEARCH_URL: `https://shop:${PASSWORD}@search.example.fr` }, 'elasticsearch');
    expect(refuse).toThrow('SEARCH_URL must not hold credentials');
    expect(refuse).not.toThrow(PASSWORD);
    expect(() => loadSearchEngineConfig({ SEARCH_URL: 'ftp://search.example.fr' }, 'elasticsearch')).toThrow(
      'SEARCH_URL must be an http:// or https:// URL',
    );
  });

  it('reads an index prefix that names indices', () => {
    expect(
      loadSearchEngineConfig({ SEARCH_URL: 'http://localhost:9200', SEARCH_INDEX_PREFIX: 'boutique_fr' }, 'opensearch')
        ?.indexPrefix,
    ).toBe('boutique_fr');
    expect(() =>
      loadSearchEngineConfig({ SEARCH_URL: 'http://localhost:9200', SEARCH_INDEX_PREFIX: 'Boutique' }, 'opensearch'),
    ).toThrow('SEARCH_INDEX_PREFIX must be 1 to 64 lower-case letters');
  });
});
