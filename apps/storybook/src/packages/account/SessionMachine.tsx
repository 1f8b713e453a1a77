import { createAccountSession, type SessionStatus } from '@citerne/account';
import { createApiClient } from '@citerne/core-api';
import { useEffect, useId, useState } from 'react';
import '../shared/docsPlayground.css';

const statuses: readonly SessionStatus[] = ['restoring', 'anonymous', 'authorized'];

/** A fetch with no server behind it: the browser is offline, as a shopper in a field with no signal. */
const offlineFetch: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

/**
 * The account session machine (`createAccountSession`): it starts `restoring`, reads the stored session back and
 * becomes `anonymous` (nothing stored) or `authorized`; a login while the API is unreachable is refused and the
 * session stays as it was. Every status and event is drawn as it happens.
 */
export function SessionMachine() {
  const [session] = useState(() =>
    createAccountSession({ client: createApiClient({ baseUrl: 'https://citerne.example', fetch: offlineFetch }) }),
  );
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
    const outcome = await session.login({ email: 'camille@example.fr', password: 'Citerne-2025!' });
    setLog((previous) => [...previous, `login outcome: ${JSON.stringify(outcome)}`]);
  };
  return (
    <div className="docs-playground" lang="en">
      <ol aria-label="Session statuses" style={{ display: 'flex', gap: '0.5rem', listStyle: 'none', padding: 0 }}>
        {statuses.map((name) => (
          <li key={name} className="docs-state" data-active={status === name} aria-current={status === name}>
            {name}
          </li>
        ))}
      </ol>
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <button type="button" onClick={() => void session.restore()}>
          restore()
        </button>
        <button type="button" onClick={() => void login()}>
          login() while offline
        </button>
      </div>
      <section aria-labelledby={`${id}-log`}>
        <h3 id={`${id}-log`}>What happened</h3>
        <pre data-testid="session-log">{log.join('\n')}</pre>
      </section>
    </div>
  );
}
