import * as v from 'valibot';
import { ConfigError } from './ConfigError';

/** The search drivers served by a cluster of their own (`SEARCH_URL`), not by the shop's database. */
export type SearchEngineDriver = 'elasticsearch' | 'opensearch';

/**
 * How the shop reaches Elasticsearch 8.x or OpenSearch 2.x (`SEARCH=elasticsearch|opensearch`): server configuration
 * only, never sent to the browser nor written to a log.
 */
export interface SearchEngineConfig {
  readonly driver: SearchEngineDriver;
  /** `SEARCH_URL`: the cluster, `http://` or `https://`, no trailing slash, no credentials in it. */
  readonly url: string;
  /**
   * `SEARCH_USERNAME` + `SEARCH_PASSWORD` (basic authentication), or `SEARCH_API_KEY` (Elasticsearch only: the
   * base64 `id:api_key` of an API key); none for a cluster without security.
   */
  readonly auth:
    | { readonly kind: 'none' }
    | { readonly kind: 'basic'; readonly username: string; readonly password: string }
    | { readonly kind: 'apiKey'; readonly apiKey: string };
  /** `SEARCH_INDEX_PREFIX` (default `citerne`): the aliases are `<prefix>_product`, `<prefix>_category`… */
  readonly indexPrefix: string;
}

const schema = v.object({
  SEARCH_URL: v.pipe(
    v.string(),
    v.url('SEARCH_URL must be an absolute http:// or https:// URL, e.g. https://search.example.fr:9200'),
    v.check(
      (value) => !URL.canParse(value) || ['http:', 'https:'].includes(new URL(value).protocol),
      'SEARCH_URL must be an http:// or https:// URL',
    ),
    v.check(
      (value) => !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === ''),
      'SEARCH_URL must not hold credentials: set SEARCH_USERNAME and SEARCH_PASSWORD, or SEARCH_API_KEY',
    ),
    v.check((value) => !/[?#]/.test(value), 'SEARCH_URL must have no query or fragment'),
    v.transform((value) => value.replace(/\/+$/, '')),
  ),
  SEARCH_USERNAME: v.optional(v.pipe(v.string(), v.maxLength(256, 'SEARCH_USERNAME is too long'))),
  SEARCH_PASSWORD: v.optional(v.pipe(v.string(), v.maxLength(1024, 'SEARCH_PASSWORD is too long'))),
  SEARCH_API_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/=_:-]{8,1024}$/, 'SEARCH_API_KEY must be an Elasticsearch API key')),
  ),
  SEARCH_INDEX_PREFIX: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[a-z0-9][a-z0-9_-]{0,63}$/,
        'SEARCH_INDEX_PREFIX must be 1 to 64 lower-case letters, digits, "_" or "-", not starting with "_" or "-"',
      ),
    ),
    'citerne',
  ),
});

/**
 * The Elasticsearch / OpenSearch configuration from the environment when `SEARCH` names one of them, else
 * `undefined`. A missing or invalid variable refuses the start with a `ConfigError` naming it (never quoting a
 * password or a key).
 * @example
 * const engine = loadSearchEngineConfig({ SEARCH_URL: 'https://search.example.fr:9200' }, 'elasticsearch');
 */
export function loadSearchEngineConfig(
  env: Record<string, string | undefined>,
  search: string,
): SearchEngineConfig | undefined {
  if (search !== 'elasticsearch' && search !== 'opensearch') return undefined;
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  if (defined.SEARCH_URL === undefined) {
    throw new ConfigError(`Invalid configuration: SEARCH: ${search} needs SEARCH_URL (the cluster it searches in)`);
  }
  const parsed = v.safeParse(schema, defined);
  if (!parsed.success) {
    const details = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: SEARCH=${search}: ${details}`);
  }
  const { SEARCH_URL, SEARCH_USERNAME, SEARCH_PASSWORD, SEARCH_API_KEY, SEARCH_INDEX_PREFIX } = parsed.output;
  const refuse = (why: string) => new ConfigError(`Invalid configuration: SEARCH=${search}: ${why}`);
  if ((SEARCH_USERNAME === undefined) !== (SEARCH_PASSWORD === undefined))
    throw refuse('SEARCH_USERNAME and SEARCH_PASSWORD go together');
  if (SEARCH_API_KEY !== undefined && SEARCH_USERNAME !== undefined)
    throw refuse('set SEARCH_USERNAME and SEARCH_PASSWORD, or SEARCH_API_KEY, not both');
  // OpenSearch's security plugin has no Elasticsearch-style API keys: users and passwords (or a proxy in front).
  if (SEARCH_API_KEY !== undefined && search === 'opensearch')
    throw refuse('SEARCH_API_KEY is for Elasticsearch; OpenSearch takes SEARCH_USERNAME and SEARCH_PASSWORD');
  return {
    driver: search,
    url: SEARCH_URL,
    auth:
      SEARCH_API_KEY !== undefined
        ? { kind: 'apiKey', apiKey: SEARCH_API_KEY }
        : SEARCH_USERNAME !== undefined && SEARCH_PASSWORD !== undefined
          ? { kind: 'basic', username: SEARCH_USERNAME, password: SEARCH_PASSWORD }
          : { kind: 'none' },
    indexPrefix: SEARCH_INDEX_PREFIX,
  };
}
