import { type ApiClient, NetworkError, ValidationError } from '@citerne/core-api';
import { emailProblem } from '../form/emailProblem';
import { accountMessages } from '../session/accountMessages';
import type { AccountSession } from '../session/createAccountSession';
import { isLoggedIn } from '../session/isLoggedIn';
import type { NewsletterOutcome } from './NewsletterOutcome';
import { type NewsletterState, unknownNewsletter } from './NewsletterState';

/** Options of {@link createNewsletter}. */
export interface NewsletterOptions {
  /** The shop's API client (only its `newsletter` calls are used). */
  readonly client: Pick<ApiClient, 'newsletter'>;
  /** The shopper's session: the logged-in customer's e-mail is the one loaded and subscribed by default. */
  readonly session: Pick<AccountSession, 'getState' | 'on'>;
}

/** The newsletter model of {@link createNewsletter}. */
export interface Newsletter {
  getState(): NewsletterState;
  /** Listens to every state change; returns the unsubscribe function. */
  subscribe(listener: (state: NewsletterState) => void): () => void;
  /**
   * Loads the logged-in customer's status (SPEC §4: only for logged-in users; a guest's stays `unknown`) and
   * resolves the state. Rejects with the client's error, keeping the state.
   */
  load(): Promise<NewsletterState>;
  /**
   * Subscribes `email` (default: the logged-in customer's), unless it is the address already subscribed. Never
   * rejects: see {@link NewsletterOutcome}.
   */
  subscribeEmail(email?: string): Promise<NewsletterOutcome>;
  /** Unsubscribes the subscribed address; does nothing when none is. Never rejects: see {@link NewsletterOutcome}. */
  unsubscribe(): Promise<NewsletterOutcome>;
  /** Stops listening to the session. */
  dispose(): void;
}

const customerEmail = (session: NewsletterOptions['session']) => {
  const state = session.getState();
  return isLoggedIn(state) ? (state.profile?.email ?? null) : null;
};

function failure(error: unknown): Extract<NewsletterOutcome, { ok: false }> {
  if (error instanceof NetworkError) return { ok: false, reason: 'offline', message: accountMessages.offline };
  if (error instanceof ValidationError && error.source === 'request') {
    return { ok: false, reason: 'invalid', message: accountMessages.invalidEmail };
  }
  return { ok: false, reason: 'failed', message: accountMessages.somethingWentWrong };
}

/**
 * The newsletter subscription (SPEC §3 "Newsletter", §4 "Newsletter"): subscribed or not, with its guards. The
 * status is loaded only for a logged-in customer and forgotten at every login and logout, so one customer's never
 * shows to the next.
 * @example
 * const newsletter = createNewsletter({ client, session });
 * await newsletter.load();
 * const outcome = await newsletter.subscribeEmail();
 * if (outcome.ok && outcome.changed) notify('success', t(outcome.message)); // and offer the 10 % coupon (SPEC §9)
 */
export function createNewsletter({ client, session }: NewsletterOptions): Newsletter {
  const listeners = new Set<(state: NewsletterState) => void>();
  let state = unknownNewsletter;
  // Bumped when the state is forgotten, so an answer for the previous shopper is dropped.
  let generation = 0;

  const setState = (next: NewsletterState) => {
    if (next.status === state.status && next.email === state.email) return;
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  const forget = () => {
    generation += 1;
    setState(unknownNewsletter);
  };
  const stopListening = session.on((event) => {
    if (event.type === 'login' || event.type === 'logout') forget();
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      const email = customerEmail(session);
      if (email === null) {
        forget();
        return state;
      }
      const asked = generation;
      const status = await client.newsletter.status(email);
      if (asked === generation && customerEmail(session) === email) setState({ status, email });
      return state;
    },
    async subscribeEmail(given) {
      const email = (given ?? customerEmail(session) ?? '').trim();
      const problem = emailProblem(email);
      if (problem) {
        return {
          ok: false,
          reason: 'invalid',
          message: problem === 'required' ? accountMessages.fieldRequired : accountMessages.invalidEmail,
        };
      }
      // SPEC §4 "Newsletter": subscribing does nothing if already subscribed.
      if (state.status === 'subscribed' && state.email?.toLowerCase() === email.toLowerCase()) {
        return { ok: true, changed: false };
      }
      const asked = generation;
      let status: NewsletterState['status'];
      try {
        status = await client.newsletter.subscribe(email);
      } catch (error) {
        return failure(error);
      }
      if (asked === generation) setState({ status, email });
      return { ok: true, changed: true, message: accountMessages.newsletterSubscribed };
    },
    async unsubscribe() {
      // SPEC §4 "Newsletter": unsubscribing does nothing if not subscribed.
      const { email } = state;
      if (state.status !== 'subscribed' || email === null) return { ok: true, changed: false };
      const asked = generation;
      let status: NewsletterState['status'];
      try {
        status = await client.newsletter.unsubscribe(email);
      } catch (error) {
        return failure(error);
      }
      if (asked === generation) setState({ status, email });
      return { ok: true, changed: true, message: accountMessages.newsletterUnsubscribed };
    },
    dispose: stopListening,
  };
}
