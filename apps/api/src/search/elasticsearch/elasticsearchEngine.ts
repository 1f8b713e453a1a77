import { Client } from '@elastic/elasticsearch';
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
 * The {@link SearchEngine} over Elasticsearch 8.x with its official client, `@elastic/elasticsearch` 8 (which sends
 * `application/vnd.elasticsearch+json; compatible-with=8` and checks the `X-Elastic-Product` header of answers).
 * @example
 * const engine = elasticsearchEngine({ driver: 'elasticsearch', url, auth: { kind: 'none' }, indexPrefix: 'citerne' });
 */
export function elasticsearchEngine(config: SearchEngineConfig): SearchEngine {
  const client = new Client({
    node: config.url,
    requestTimeout: REQUEST_TIMEOUT_MS,
    maxRetries: 1,
    ...(config.auth.kind === 'basic'
      ? { auth: { username: config.auth.username, password: config.auth.password } }
      : config.auth.kind === 'apiKey'
        ? { auth: { apiKey: config.auth.apiKey } }
        : {}),
  });
  return {
    driver: 'elasticsearch',
    async search(index, body: SearchBody) {
      return (await client.search({ index, ...body })) as unknown as EngineSearchAnswer;
    },
    async mget(index, ids, source) {
      const answer = await client.mget({ index, ids: [...ids], _source: [...source] });
      return answer.docs as unknown as EngineHit[];
    },
    async bulk(lines, refresh) {
      return (await client.bulk({
        operations: [...lines],
        ...(refresh === false ? {} : { refresh }),
      })) as unknown as EngineBulkAnswer;
    },
    async fieldMapped(index, field) {
      const answer = await client.indices.getFieldMapping({ index, fields: field });
      return Object.values(answer).some((entry) => field in (entry.mappings ?? {}));
    },
    async aliases(pattern) {
      try {
        const answer = await client.indices.getAlias({ name: pattern });
        return aliasTargets(answer);
      } catch (error) {
        if (statusOf(error) === 404) return new Map();
        throw error;
      }
    },
    async createIndex(index, body) {
      await client.indices.create({ index, ...body });
    },
    async updateAliases(actions: readonly AliasAction[]) {
      await client.indices.updateAliases({ actions: [...actions] });
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
