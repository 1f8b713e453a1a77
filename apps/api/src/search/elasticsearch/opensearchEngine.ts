import { Client } from '@opensearch-project/opensearch';
import type { SearchEngineConfig } from '../../config/loadSearchEngineConfig';
import { aliasTargets } from './aliasTargets';
import type {
  AliasAction,
  EngineBulkAnswer,
  EngineHit,
  EngineSearchAnswer,
  SearchBody,
  SearchEngine,
} from './SearchEngine';

/** SPEC §9 "Search: client timeout 5000 ms". */
const REQUEST_TIMEOUT_MS = 5_000;

const statusOf = (error: unknown) => (error as { meta?: { statusCode?: number } }).meta?.statusCode;

/**
 * The {@link SearchEngine} over OpenSearch 2.x with its official client, `@opensearch-project/opensearch` 3 (plain
 * `application/json`, every answer as `{ body, statusCode, headers }`).
 * @example
 * const engine = opensearchEngine({ driver: 'opensearch', url, auth: { kind: 'none' }, indexPrefix: 'citerne' });
 */
export function opensearchEngine(config: SearchEngineConfig): SearchEngine {
  const client = new Client({
    node: config.url,
    requestTimeout: REQUEST_TIMEOUT_MS,
    maxRetries: 1,
    ...(config.auth.kind === 'basic'
      ? { auth: { username: config.auth.username, password: config.auth.password } }
      : {}),
  });
  return {
    driver: 'opensearch',
    async search(index, body: SearchBody) {
      const answer = await client.search({ index, body: body as never });
      return answer.body as unknown as EngineSearchAnswer;
    },
    async mget(index, ids, source) {
      const answer = await client.mget({ index, body: { ids: [...ids] }, _source: [...source] });
      return (answer.body as { docs: EngineHit[] }).docs;
    },
    async bulk(lines, refresh) {
      const answer = await client.bulk({ body: [...lines] as never, ...(refresh === false ? {} : { refresh }) });
      return answer.body as unknown as EngineBulkAnswer;
    },
    async fieldMapped(index, field) {
      const answer = (await client.indices.getFieldMapping({ index, fields: field })).body as Record<
        string,
        { mappings?: Record<string, unknown> }
      >;
      return Object.values(answer).some((entry) => field in (entry.mappings ?? {}));
    },
    async aliases(pattern) {
      try {
        return aliasTargets((await client.indices.getAlias({ name: pattern })).body);
      } catch (error) {
        if (statusOf(error) === 404) return new Map();
        throw error;
      }
    },
    async createIndex(index, body) {
      await client.indices.create({ index, body: body as never });
    },
    async updateAliases(actions: readonly AliasAction[]) {
      await client.indices.updateAliases({ body: { actions: [...actions] } as never });
    },
    async refresh(index) {
      await client.indices.refresh({ index });
    },
    async deleteIndex(index) {
      await client.indices.delete({ index });
    },
    close: () => client.close(),
  };
}
