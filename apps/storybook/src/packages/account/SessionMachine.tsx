import { createAccountSession, type SessionStatus } from '@citerne/account';
import { createApiClient } from '@citerne/core-api';
import { useEffect, useId, useState } from 'react';
import '../shared/docsPlayground.css';
import { createDemoAccountServer } from './createDemoAccountServer';

const statuses: readonly SessionStatus[] = ['restoring', 'anonymous', 'authorized'];

const customer = { email: 'camille@example.fr', password: 'Citerne-2025!' };

export interface SessionMachineProps {
  /** Whether the demo server is reachable at first (a shopper in a field with no signal: not). */
  readonly reachable?: boolean;
}

/**
 * The account session machine (`createAccountSession`) against the demo's in-page server: it starts `restoring`,
 * reads the stored session back and becomes `anonymous` (nothing stored) or `authorized`; a login reaches
 * `authorized`, a logout `anonymous`; a login while the server is unreachable is refused and the session stays as it
 * was. Every status and event is drawn as it happens.
 */
export function SessionMachine({ reachable: initiallyReachable = true }: SessionMachineProps) {
  const [{ session, server }] = useState(() => {
    const server = createDemoAccountServer(customer);
    server.setReachable(initiallyReachable);
    // The client takes its tokens from the session, as the package README wires it.
    const client = createApiClient({
      baseUrl: 'https://demo-server.invalid',
      fetch: server.fetch,
      getToken: () => session.getToken(),
      getRefreshToken: () => session.getRefreshToken(),
      onTokensRefreshed: (tokens) => session.onTokensRefreshed(tokens),
      onSessionExpired: () => session.expire(),
    });
    // No storage: the demo never keeps a session in the docs' localStorage.
    const session = createAccountSession({ client, storage: null });
    return { server, session };
  });
  const [reachable, setReachable] = useState(initiallyReachable);
  const [status, setStatus] = useState<SessionStatus>(session.getState().status);
  const [log, setLog] = useState<string[]>([`status: ${session.getState().status}`]);
  const id = useId();
  useEffect(() => {
    const stop = session.subscribe((state) => {
      setStatus(state.status);
      setLog((previous) => [...previous, `status: ${state.status}`]);
    });
    const stopEvents = session.on((event) => setLog((previous) => [...previous, `event: ${JSON.stringify(event)}`]));
    return () => {
      stop();
      stopEvents();
    };
  }, [session]);
  const login = async () => {
    const outcome = await session.login(customer);
    setLog((previous) => [...previous, `login outcome: ${JSON.stringify(outcome)}`]);
  };
  const switchNetwork = () => {
    server.setReachable(!reachable);
    setReachable(!reachable);
    setLog((previous) => [...previous, `network: ${reachable ? 'offline' : 'online'}`]);
  };
  return (
    <div className="docs-playground" lang="en">
      <ol
        aria-label="Session statuses"
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', padding: 0 }}
      >
        {statuses.map((name) => (
          <li key={name} className="docs-state" data-active={status === name} aria-current={status === name}>
            {name}
          </li>
        ))}
      </ol>
      <p>
        Demo server (a fetch handler in this page, not the shop's API):{' '}
        <strong data-testid="network">{reachable ? 'reachable' : 'unreachable (offline)'}</strong>. It knows one
        customer, <code>{customer.email}</code>.
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <button type="button" onClick={() => void session.restore()}>
          restore()
        </button>
        <button type="button" onClick={() => void login()}>
          login()
        </button>
        <button type="button" onClick={() => void session.logout()}>
          logout()
        </button>
        <button type="button" onClick={switchNetwork}>
          {reachable ? 'Go offline' : 'Come back online'}
        </button>
      </div>
      <section aria-labelledby={`${id}-log`}>
        <h3 id={`${id}-log`}>What happened</h3>
        <pre data-testid="session-log">{log.join('\n')}</pre>
      </section>
    </div>
  );
}
