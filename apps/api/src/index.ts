export { ConfigError, loadServerConfig, type ServerConfig } from './config/serverConfig';
export { migrate } from './db/migrate';
export { type DatabaseLocation, type OpenDatabase, openDatabase } from './db/openDatabase';
export type { Database } from './db/schema';
export type { ApiEnv } from './http/apiEnv';
export { type Api, type ApiDependencies, createApi } from './http/createApi';
export { loadSeed, SeedError, seedIfEmpty } from './seed/loadSeed';
export { startPlatform } from './startPlatform';
