import { createApiClient, createSyncTaskQueue, QUEUE_PROCESS_EVENT, syncTaskForCall } from '@citerne/core-api';
import { type SyncTask, userWishlistAddCall } from '@citerne/core-api/contract';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import '../shared/docsPlayground.css';
import { createDemoServer } from './createDemoServer';

const skus = ['CS-EP-5', 'BACHE-4X6', 'VANNE-40', 'RACCORD-50'] as const;
// Its own IndexedDB database and cross-tab lock, never the shop's `citerne-sync`.
const queueName = 'citerne-docs-sync-demo';

function useDemo() {
  const [demo] = useState(() => {
    const tokens = { token: 'demo-token-1', refreshToken: 'demo-refresh-1' };
    const server = createDemoServer(tokens.token, tokens.refreshToken);
    const network = new EventTarget();
    const state = { online: true, refreshes: 0, answered: [] as string[] };
    // The queue answers outside React: the view reads the state again on every change.
    const changed = new EventTarget();
    const client = createApiClient({
      baseUrl: 'https://demo-server.invalid',
      fetch: server.fetch,
      getToken: () => tokens.token,
      getRefreshToken: () => tokens.refreshToken,
      onTokensRefreshed: (next) => {
        Object.assign(tokens, next);
        state.refreshes += 1;
        changed.dispatchEvent(new Event('change'));
      },
      lockRetryWaitMs: 50,
    });
    const queue = createSyncTaskQueue({
      transport: client.transport,
      name: queueName,
      isOnline: () => state.online,
      eventTarget: network,
      onCallbackEvent: (_event, task) => {
        state.answered = [...state.answered, JSON.parse(task.payload.body ?? '{}').skus.join(', ')];
        changed.dispatchEvent(new Event('change'));
      },
    });
    return { server, network, state, queue, changed };
  });
  return demo;
}

/**
 * The sync task queue of `@citerne/core-api` against the demo's in-page server: tasks persist in IndexedDB, wait
 * while offline, and drain in order when the browser comes back; a token the server stopped accepting is refreshed
 * once (the token lock) and the task retried.
 */
export function SyncQueueDemo() {
  const { server, network, state, queue, changed } = useDemo();
  const entries = useSyncExternalStore(server.subscribe, server.entries);
  const [tasks, setTasks] = useState<readonly SyncTask[]>([]);
  const [online, setOnline] = useState(true);
  const [refreshes, setRefreshes] = useState(0);
  const [answered, setAnswered] = useState<readonly string[]>([]);
  const [next, setNext] = useState(0);
  const id = useId();

  useEffect(() => {
    let live = true;
    const refresh = async () => {
      const list = await queue.list();
      if (!live) return;
      setTasks(list);
      setRefreshes(state.refreshes);
      setAnswered(state.answered);
    };
    // A fresh demo on every visit: tasks a previous visit left in the database are forgotten.
    void queue.list().then(async (left) => {
      for (const task of left) await queue.remove(task.task_id);
      if (live) setTasks([]);
    });
    const stop = server.subscribe(() => void refresh());
    const onChange = () => void refresh();
    changed.addEventListener('change', onChange);
    return () => {
      live = false;
      stop();
      changed.removeEventListener('change', onChange);
    };
  }, [queue, server, changed, state]);

  const add = async () => {
    const sku = skus[next % skus.length] as string;
    setNext(next + 1);
    await queue.queue(syncTaskForCall(userWishlistAddCall, { body: { skus: [sku] } }, { callback_event: 'wishlist' }));
    changed.dispatchEvent(new Event('change'));
    // What the shop does after queueing: ask the queue to send (it does nothing while offline).
    network.dispatchEvent(new Event(QUEUE_PROCESS_EVENT));
  };
  const goOffline = () => {
    state.online = false;
    server.setReachable(false);
    setOnline(false);
  };
  const comeBack = () => {
    state.online = true;
    server.setReachable(true);
    setOnline(true);
    // The browser's `online` event: the queue processes itself.
    network.dispatchEvent(new Event('online'));
  };

  return (
    <div className="docs-playground" lang="en">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <button type="button" onClick={() => void add()}>
          Queue “add {skus[next % skus.length]} to the wishlist”
        </button>
        {online ? (
          <button type="button" onClick={goOffline}>
            Go offline
          </button>
        ) : (
          <button type="button" onClick={comeBack}>
            Come back online
          </button>
        )}
        <button type="button" onClick={() => server.expireToken()}>
          Expire the token on the server
        </button>
      </div>
      <p>
        Network: <strong data-testid="network">{online ? 'online' : 'offline'}</strong> · token refreshes:{' '}
        <strong data-testid="refreshes">{refreshes}</strong> · answered in order:{' '}
        <strong data-testid="answered">{answered.join(' → ') || 'none yet'}</strong>
      </p>
      <section aria-labelledby={`${id}-queue`}>
        <h3 id={`${id}-queue`}>Tasks waiting in IndexedDB ({queueName})</h3>
        <ol data-testid="queue">
          {tasks
            .filter((task) => !task.transmited)
            .map((task) => (
              <li key={task.task_id}>
                <code>
                  {task.payload.method} {task.url} {task.payload.body}
                </code>
              </li>
            ))}
        </ol>
      </section>
      <section aria-labelledby={`${id}-server`}>
        <h3 id={`${id}-server`}>Demo server (a fetch handler in this page, not the shop's API): what it received</h3>
        <pre data-testid="server-log">
          {entries.map((entry) => `${entry.method} ${entry.path} ${entry.detail} → ${entry.code || '·'}`).join('\n') ||
            'nothing yet'}
        </pre>
      </section>
    </div>
  );
}
