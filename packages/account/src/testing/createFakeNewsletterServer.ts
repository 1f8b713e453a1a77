import { ApiError, type NewsletterClient, ValidationError } from '@citerne/core-api';
import {
  NewsletterStatusQuerySchema,
  NewsletterSubscribeRequestSchema,
  NewsletterUnsubscribeRequestSchema,
} from '@citerne/core-api/contract';
import * as v from 'valibot';

type Call = 'status' | 'subscribe' | 'unsubscribe';

/**
 * An in-memory stand-in for the newsletter calls, checked against the contract's schemas (which lower-case the
 * e-mail, as the API stores it).
 */
export function createFakeNewsletterServer() {
  const subscribed = new Set<string>();
  const received: { call: Call; email: string }[] = [];
  const failures = new Map<Call, unknown[]>();
  const holds = new Map<Call, Promise<void>>();
  const check = <S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> => {
    const parsed = v.safeParse(schema, value);
    if (!parsed.success) throw ValidationError.fromIssues('request', what, parsed.issues);
    return parsed.output;
  };
  const enter = async (call: Call, email: string) => {
    received.push({ call, email });
    await holds.get(call);
    const failure = failures.get(call)?.shift();
    if (failure !== undefined) throw failure;
  };
  const status = async (email: string) => {
    await enter('status', email);
    const query = check(NewsletterStatusQuerySchema, { email }, 'newsletter.status query');
    return subscribed.has(query.email) ? ('subscribed' as const) : ('unsubscribed' as const);
  };
  const client: NewsletterClient = {
    status,
    isSubscribed: async (email) => (await status(email)) === 'subscribed',
    async subscribe(email) {
      await enter('subscribe', email);
      subscribed.add(check(NewsletterSubscribeRequestSchema, { customerEmail: email }, 'body').customerEmail);
      return 'subscribed';
    },
    async unsubscribe(email) {
      await enter('unsubscribe', email);
      subscribed.delete(check(NewsletterUnsubscribeRequestSchema, { email }, 'body').email);
      return 'unsubscribed';
    },
    // The links are signed by the shop's server, which this stand-in does not mail: every link is refused, as the API
    // refuses a forged one.
    async unsubscribeWithLink() {
      throw new ApiError({ status: 400, message: 'This unsubscribe link is not valid.', code: 'INVALID_LINK' });
    },
  };
  return {
    client,
    subscribed,
    received,
    calls: () => received.map((entry) => entry.call),
    failNext(call: Call, error: unknown) {
      failures.set(call, [...(failures.get(call) ?? []), error]);
    },
    hold(call: Call) {
      let release = () => {};
      holds.set(
        call,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        holds.delete(call);
        release();
      };
    },
  };
}
