import * as v from 'valibot';
import { type UrlMapRequest, urlMapCall } from '../contract/url/urlMapCall';
import type { UrlMapping } from '../contract/url/urlMapping';
import { urlResolveCall } from '../contract/url/urlResolveCall';
import { ValidationError } from '../error/ValidationError';
import { answerError } from '../transport/answerError';
import type { TransportAnswer } from '../transport/createTransport';
import { type ClientContext, sendCall } from './callApi';

/** The URL mapping calls of SPEC §7. */
export interface UrlClient {
  /** Maps a URL to a product, category or CMS page; a non-ok answer gives `null` (SPEC §7). */
  map(request: UrlMapRequest): Promise<UrlMapping | null>;
  /** The same by `GET /api/url?url=`. */
  resolve(url: string): Promise<UrlMapping | null>;
}

function mappingOf(answer: TransportAnswer, call: string): UrlMapping | null {
  if (answer.code === 404 || answer.status === 404) return null;
  if (answer.code !== 200) throw answerError(answer, call);
  const parsed = v.safeParse(urlMapCall.result, answer.result);
  if (!parsed.success) throw ValidationError.fromIssues('response', `${call} answer`, parsed.issues);
  return parsed.output;
}

/**
 * Creates the URL mapping calls. Unknown URLs (404) resolve `null`; other errors throw.
 *
 * @example
 * const mapping = await createUrlClient(context).map({ url: '/citernes-souples.html' });
 * if (mapping?._type === 'category') renderCategory(mapping._source);
 */
export function createUrlClient(context: ClientContext): UrlClient {
  return {
    async map(request) {
      return mappingOf(await sendCall(context, urlMapCall, { body: request }), urlMapCall.name);
    },
    async resolve(url) {
      return mappingOf(await sendCall(context, urlResolveCall, { query: { url } }), urlResolveCall.name);
    },
  };
}
