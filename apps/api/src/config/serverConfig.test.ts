import { describe, expect, it } from 'vitest';
import { ConfigError, loadServerConfig } from './serverConfig';

describe('server configuration', () => {
  it('defaults to port 3000 and the embedded database', () => {
    const config = loadServerConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('PORT overrides the port', () => {
    expect(loadServerConfig({ PORT: '4321' }).port).toBe(4321);
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => loadServerConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadServerConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('runs the embedded platform and search backend unless PLATFORM or SEARCH say otherwise', () => {
    expect(loadServerConfig({})).toMatchObject({ platform: 'embedded', search: 'embedded' });
    expect(loadServerConfig({ PLATFORM: 'embedded', SEARCH: 'embedded' })).toMatchObject({
      platform: 'embedded',
      search: 'embedded',
    });
  });

  it('refuses a PLATFORM or SEARCH driver that does not exist, naming the ones that do', () => {
    expect(() => loadServerConfig({ PLATFORM: 'shopware' })).toThrow(
      'PLATFORM must be one of embedded, magento2 (got "shopware"): no such driver yet',
    );
    expect(() => loadServerConfig({ SEARCH: 'solr' })).toThrow(
      'SEARCH must be one of embedded, postgres, elasticsearch, opensearch (got "solr"): no such driver yet',
    );
  });

  it('searches on PostgreSQL only where there is a PostgreSQL server (SEARCH=postgres needs DATABASE_URL)', () => {
    expect(() => loadServerConfig({ SEARCH: 'postgres' })).toThrow('SEARCH: postgres needs DATABASE_URL');
    expect(loadServerConfig({ SEARCH: 'postgres', DATABASE_URL: 'postgresql://shop@db/shop' }).search).toBe('postgres');
  });

  it('keeps the output cache off without REDIS_URL (SPEC §9 "Output cache … disabled")', () => {
    expect(loadServerConfig({ OUTPUT_CACHE_TTL_SECONDS: '60' }).outputCache).toBeUndefined();
  });

  it('turns the output cache on with REDIS_URL, kept 86400 s by default (SPEC §9)', () => {
    expect(loadServerConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).outputCache).toEqual({
      redisUrl: 'redis://127.0.0.1:6379/2',
      ttlSeconds: 86_400,
      keyPrefix: 'citerne:',
      invalidateToken: undefined,
    });
    const token = 'k'.repeat(40);
    expect(
      loadServerConfig({
        REDIS_URL: 'rediss://user:secret@cache.example:6380',
        OUTPUT_CACHE_TTL_SECONDS: '600',
        OUTPUT_CACHE_KEY_PREFIX: 'staging:',
        CACHE_INVALIDATE_TOKEN: token,
      }).outputCache,
    ).toEqual({
      redisUrl: 'rediss://user:secret@cache.example:6380',
      ttlSeconds: 600,
      keyPrefix: 'staging:',
      invalidateToken: token,
    });
  });

  it('refuses a REDIS_URL that is not a redis:// or rediss:// URL', () => {
    expect(() => loadServerConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL',
    );
    expect(() => loadServerConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(ConfigError);
  });

  it('refuses an output cache lifetime that is not a whole number of seconds from 1 to 30 days', () => {
    for (const ttl of ['0', '-5', '1.5', 'day', '2592001']) {
      expect(() => loadServerConfig({ REDIS_URL: 'redis://127.0.0.1', OUTPUT_CACHE_TTL_SECONDS: ttl })).toThrow(
        /OUTPUT_CACHE_TTL_SECONDS must be a number of seconds between 1 and 2592000/,
      );
    }
  });

  it('refuses an invalidation secret shorter than 32 characters and a key prefix with spaces or globs', () => {
    expect(() => loadServerConfig({ REDIS_URL: 'redis://127.0.0.1', CACHE_INVALIDATE_TOKEN: 'short' })).toThrow(
      'CACHE_INVALIDATE_TOKEN must be at least 32 characters',
    );
    expect(() => loadServerConfig({ REDIS_URL: 'redis://127.0.0.1', OUTPUT_CACHE_KEY_PREFIX: 'shop *' })).toThrow(
      /OUTPUT_CACHE_KEY_PREFIX/,
    );
  });
});
