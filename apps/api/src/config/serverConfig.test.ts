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
    expect(() => loadServerConfig({ SEARCH: 'elasticsearch' })).toThrow(
      'SEARCH must be one of embedded (got "elasticsearch"): no such driver yet',
    );
  });
});
