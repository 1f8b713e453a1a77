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
});
