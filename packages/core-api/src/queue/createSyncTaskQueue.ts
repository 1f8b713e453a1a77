import * as v from 'valibot';
import { type Clock, systemClock } from '../clock/clock';
import { errorResultMessage } from '../contract/envelope/envelope';
import type { Notification } from '../contract/notification/notification';
import { type SyncTask, SyncTaskSchema } from '../contract/sync/syncTask';
import { ApiError } from '../error/ApiError';
import { errorMessages } from '../error/errorMessages';
import { NetworkError } from '../error/NetworkError';
import { ValidationError } from '../error/ValidationError';
import { createDefaultStore } from '../storage/createDefaultStore';
import type { KeyValueStore } from '../storage/keyValueStore';
import type { Transport, TransportAnswer } from '../transport/createTransport';
import { fillTaskUrl } from './fillTaskUrl';
import type { SyncTaskInput } from './syncTaskInput';

/** The event that makes the queue send its tasks (SPEC §4 "Sync task queue"). */
export const QUEUE_PROCESS_EVENT = 'queue-process';

/** Options of {@link createSyncTaskQueue}. */
export interface SyncTaskQueueOptions {
  /** The transport of the API client (`client.transport`): tokens, invalidation lock, answer checks. */
  transport: Transport;
  /** Where tasks persist (default: IndexedDB database `citerne-sync` in the browser, memory in Node). */
  store?: KeyValueStore;
  /** Whether the browser is online (default `navigator.onLine`). */
  isOnline?: () => boolean;
  clock?: Clock;
  /** Error notifications (SPEC §8), except for silent tasks and not-found-host errors. */
  onNotification?: (notification: Notification) => void;
  /** The answered task, for tasks with a `callback_event`. */
  onCallbackEvent?: (event: string, task: SyncTask) => void;
  /** A task needed a cart id and there is none: the cart is to be re-created (SPEC §5). */
  onCartIdMissing?: (task: SyncTask) => void;
  /** Listens there for `queue-process` and `online` events and processes the queue. */
  eventTarget?: EventTarget;
  /**
   * The queue's name: its IndexedDB database when no `store` is given, and the name of the cross-tab lock
   * (default `citerne-sync`). Two queues of one name in two tabs never send at the same time.
   */
  name?: string;
  /**
   * Runs a processing round alone across the tabs of the browser. Default: the Web Locks API
   * (`navigator.locks.request(name, work)`) where the runtime has it, else the round runs as it is.
   */
  lock?: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  /**
   * A send without an answer after this many ms is given up (the task kept, an attempt counted, resent later with
   * the same `Idempotency-Key`); 0 waits forever. Default 30 000.
   */
  sendTimeoutMs?: number;
}

/** What one processing round did. */
export interface ProcessReport {
  /** Tasks answered by the server in this round. */
  transmitted: SyncTask[];
  /** Tasks still waiting to be sent. */
  pending: number;
}

/** The offline-capable sync task queue. */
export interface SyncTaskQueue {
  /** Stores a task, untransmitted, to be sent by a later processing. */
  queue(input: SyncTaskInput): Promise<SyncTask>;
  /** Sends a task now; resolves the answered task (kept only when its result is cacheable). */
  execute(input: SyncTaskInput): Promise<SyncTask>;
  /** Sends the untransmitted tasks in order, when online; one round at a time. */
  process(): Promise<ProcessReport>;
  /** The stored tasks, oldest first (corrupt entries are dropped). */
  list(): Promise<SyncTask[]>;
  /** Removes every untransmitted task (on logout after an expired session, SPEC §8); resolves how many. */
  clearNotTransmitted(): Promise<number>;
  /** Marks a kept task's result as read. */
  acknowledge(taskId: string): Promise<void>;
  /** Forgets a task (a kept result once shown, or an untransmitted task the shopper gave up). */
  remove(taskId: string): Promise<void>;
  /** Stops listening and abandons sends in flight without recording them, as a page unload does. */
  dispose(): void;
}

const PREFIX = 'syncTasks/';
const TASK_ID = /^[\w.:-]{1,128}$/;

type Outcome =
  | { kind: 'answered'; answer: TransportAnswer }
  | { kind: 'cart-missing'; error: ValidationError }
  | { kind: 'failed'; error: unknown };

const defaultOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

interface LockManagerLike {
  request<T>(name: string, work: () => Promise<T>): Promise<T>;
}

// The Web Locks API (every current browser): one holder per name across the tabs of an origin.
const webLocks = (): LockManagerLike | null => {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : null;
};
const defaultLock = <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const locks = webLocks();
  return locks ? locks.request(name, work) : work();
};

/** An answer the server may change its mind about: a server error, a timeout or too many requests. */
const isDefinitive = (answer: TransportAnswer) => answer.code < 500 && answer.code !== 408 && answer.code !== 429;

/**
 * Creates the sync task queue (SPEC §3 "Sync task", §4 "Sync task queue", "Offline and online", §8).
 * Tasks are persisted untransmitted, sent in creation order when the queue-process event fires and the
 * browser is online, marked `transmited` with `transmited_at` when the server answers, then kept only
 * if their result is cacheable. Each send carries the task id as `Idempotency-Key`, so a task resent
 * after a reload is applied once. A network failure keeps the task and ends the round. When the session
 * expires the untransmitted tasks are cleared.
 *
 * @example
 * const queue = createSyncTaskQueue({
 *   transport: client.transport,
 *   eventTarget: window,
 *   onNotification: (notification) => notifications.spawn(notification),
 *   onCallbackEvent: (event, task) => bus.emit(event, task),
 * });
 * await queue.queue(syncTaskForCall(placeOrderCall, { body: order }, { callback_event: 'order-placed' }));
 * window.dispatchEvent(new Event(QUEUE_PROCESS_EVENT));
 */
export function createSyncTaskQueue(options: SyncTaskQueueOptions): SyncTaskQueue {
  const { transport } = options;
  const name = options.name ?? 'citerne-sync';
  const store = options.store ?? createDefaultStore(name);
  const lock = options.lock ?? defaultLock;
  const sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
  const clock = options.clock ?? systemClock;
  const isOnline = options.isOnline ?? defaultOnline;
  const notify = options.onNotification ?? (() => {});
  const abort = new AbortController();
  let lastCreated = 0;
  let counter = 0;
  let current: Promise<ProcessReport> | null = null;
  let next: Promise<ProcessReport> | null = null;

  const save = async (task: SyncTask) => {
    if (!abort.signal.aborted) await store.set(`${PREFIX}${task.task_id}`, task);
  };
  const remove = async (taskId: string) => {
    if (!abort.signal.aborted) await store.delete(`${PREFIX}${taskId}`);
  };

  const create = (input: SyncTaskInput): SyncTask => {
    // The id travels as the Idempotency-Key header: the API accepts these characters (apps/api mountOrderRoutes).
    if (input.task_id !== undefined && !TASK_ID.test(input.task_id)) {
      throw new TypeError(
        `A task id is 1 to 128 letters, digits, "_", ".", ":" or "-": got ${JSON.stringify(input.task_id)}.`,
      );
    }
    const now = Math.max(clock.now(), lastCreated + 1);
    lastCreated = now;
    counter += 1;
    const random = Math.random().toString(36).slice(2, 8);
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    return v.parse(SyncTaskSchema, {
      task_id: input.task_id ?? `${now.toString(36)}-${counter.toString(36).padStart(4, '0')}-${random}`,
      url: input.url,
      payload: {
        method: input.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: input.headers ?? {},
        ...(body === undefined ? {} : { body }),
      },
      ...(input.callback_event ? { callback_event: input.callback_event } : {}),
      silent: input.silent ?? false,
      transmited: false,
      created_at: now,
      updated_at: now,
      is_result_cacheable: input.is_result_cacheable ?? false,
    });
  };

  const send = async (task: SyncTask): Promise<Outcome> => {
    // Each send has its own signal: a page unload (dispose) or the timeout abandons it.
    const attempt = new AbortController();
    const onDispose = () => attempt.abort();
    abort.signal.addEventListener('abort', onDispose);
    let timedOut = false;
    const timer =
      sendTimeoutMs > 0
        ? clock.setTimeout(() => {
            timedOut = true;
            attempt.abort();
          }, sendTimeoutMs)
        : undefined;
    try {
      const answer = await transport.send({
        method: task.payload.method,
        withToken: true,
        signal: attempt.signal,
        headers: {
          ...task.payload.headers,
          ...(task.payload.method === 'GET' ? {} : { 'Idempotency-Key': task.task_id }),
        },
        ...(task.payload.body === undefined ? {} : { body: task.payload.body }),
        url: (tokens) => fillTaskUrl(task.url, tokens),
      });
      return { kind: 'answered', answer };
    } catch (error) {
      if (error instanceof ValidationError && error.code === 'CART_ID_MISSING') return { kind: 'cart-missing', error };
      // Given up, not refused: the request may have reached the server, so the task is resent with its key.
      if (timedOut)
        return { kind: 'failed', error: new NetworkError(task.url, new Error(`No answer within ${sendTimeoutMs} ms`)) };
      return { kind: 'failed', error };
    } finally {
      if (timer !== undefined) clock.clearTimeout(timer);
      abort.signal.removeEventListener('abort', onDispose);
    }
  };

  const answered = (task: SyncTask, answer: TransportAnswer): SyncTask => {
    const now = clock.now();
    return {
      ...task,
      transmited: true,
      transmited_at: now,
      updated_at: now,
      result: answer.result,
      resultCode: answer.code,
      code: answer.code,
      meta: answer.meta,
      acknowledged: false,
    };
  };

  const errorNotice = (message: string): Notification => ({
    type: 'danger',
    message,
    action1: { label: errorMessages.ok },
  });

  const answerMessage = (answer: TransportAnswer) => {
    const parsed = v.safeParse(
      v.union([v.string(), v.looseObject({ message: v.string() }), v.looseObject({ errorMessage: v.string() })]),
      answer.result,
    );
    return parsed.success ? errorResultMessage(parsed.output) : errorMessages.somethingWentWrong;
  };

  const reportAnswer = (task: SyncTask) => {
    if (task.silent || task.code === 200) return;
    notify(
      errorNotice(
        answerMessage({ status: task.code ?? 0, code: task.code ?? 0, result: task.result, meta: undefined }),
      ),
    );
  };

  const reportFailure = (task: SyncTask, error: unknown) => {
    if (task.silent) return;
    if (error instanceof NetworkError && error.hostNotFound) return;
    notify(errorNotice(error instanceof Error ? error.message : errorMessages.somethingWentWrong));
  };

  const finish = async (task: SyncTask, answer: TransportAnswer) => {
    const done = answered(task, answer);
    if (done.is_result_cacheable) await save(done);
    else await remove(done.task_id);
    reportAnswer(done);
    if (done.callback_event) options.onCallbackEvent?.(done.callback_event, done);
    return done;
  };

  const list = async () => {
    const tasks: SyncTask[] = [];
    for (const [key, raw] of await store.entries()) {
      if (!key.startsWith(PREFIX)) continue;
      const parsed = v.safeParse(SyncTaskSchema, raw);
      if (parsed.success) tasks.push(parsed.output);
      else await store.delete(key);
    }
    return tasks.sort((a, b) => a.created_at - b.created_at || a.task_id.localeCompare(b.task_id));
  };

  const keepForLater = async (task: SyncTask, error: unknown) => {
    await save({ ...task, attempts: task.attempts + 1, updated_at: clock.now() });
    reportFailure(task, error);
  };

  // The tasks are listed inside the lock: a task another tab answered meanwhile is gone, never sent twice.
  const sendWaiting = async (): Promise<SyncTask[]> => {
    const transmitted: SyncTask[] = [];
    const waiting = isOnline() ? (await list()).filter((task) => !task.transmited) : [];
    for (const task of waiting) {
      if (!isOnline() || abort.signal.aborted) break;
      const outcome = await send(task);
      if (abort.signal.aborted) break;
      if (outcome.kind === 'answered' && !isDefinitive(outcome.answer)) {
        // A server error is no answer about the task: it stays, to be sent again with the same key.
        await keepForLater(
          task,
          new ApiError({ status: outcome.answer.status, message: answerMessage(outcome.answer) }),
        );
        break;
      }
      if (outcome.kind === 'answered') {
        transmitted.push(await finish(task, outcome.answer));
        continue;
      }
      if (outcome.kind === 'cart-missing') {
        reportFailure(task, outcome.error);
        options.onCartIdMissing?.(task);
        continue;
      }
      // The session ended (SPEC §8): its unsent tasks are being cleared, so this one is not saved back.
      if (outcome.error instanceof ApiError && outcome.error.code === 'REFRESH_ABORTED') break;
      await keepForLater(task, outcome.error);
      if (outcome.error instanceof NetworkError) break;
    }
    return transmitted;
  };

  const round = async (): Promise<ProcessReport> => {
    const transmitted = isOnline() ? await lock(name, sendWaiting) : [];
    const pending = (await list()).filter((task) => !task.transmited).length;
    return { transmitted, pending };
  };

  const queue: SyncTaskQueue = {
    async queue(input) {
      // A caller-given id names one task: queuing it again (a double click, a retry) keeps the first.
      if (input.task_id !== undefined) {
        const existing = (await list()).find((task) => task.task_id === input.task_id);
        if (existing) return existing;
      }
      const task = create(input);
      await save(task);
      return task;
    },
    async execute(input) {
      const task = create(input);
      const outcome = await send(task);
      if (outcome.kind === 'answered') return finish(task, outcome.answer);
      if (outcome.kind === 'cart-missing') options.onCartIdMissing?.(task);
      throw outcome.error;
    },
    process() {
      if (!current) {
        current = round().finally(() => {
          current = null;
        });
        return current;
      }
      next ??= current.then(() => {
        next = null;
        return queue.process();
      });
      return next;
    },
    list,
    async clearNotTransmitted() {
      const waiting = (await list()).filter((task) => !task.transmited);
      await Promise.all(waiting.map((task) => remove(task.task_id)));
      return waiting.length;
    },
    async acknowledge(taskId) {
      const task = (await list()).find((candidate) => candidate.task_id === taskId);
      if (task) await save({ ...task, acknowledged: true, updated_at: clock.now() });
    },
    async remove(taskId) {
      await remove(taskId);
    },
    dispose() {
      abort.abort();
      stopListening();
      stopSession();
    },
  };

  const onEvent = () => {
    void queue.process();
  };
  options.eventTarget?.addEventListener(QUEUE_PROCESS_EVENT, onEvent);
  options.eventTarget?.addEventListener('online', onEvent);
  const stopListening = () => {
    options.eventTarget?.removeEventListener(QUEUE_PROCESS_EVENT, onEvent);
    options.eventTarget?.removeEventListener('online', onEvent);
  };
  const stopSession = transport.guard.onSessionExpired(() => {
    void queue.clearNotTransmitted();
  });
  return queue;
}
