import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDefaultStore } from './createDefaultStore';
import { createIndexedDbStore } from './createIndexedDbStore';

describe('IndexedDB store', () => {
  it('keeps values across store instances, as across page reloads', async () => {
    const first = createIndexedDbStore('citerne-test-reload');
    await first.set('syncTasks/t-1', { task_id: 't-1', n: 1 });
    await first.set('syncTasks/t-2', { task_id: 't-2', n: 2 });
    const afterReload = createIndexedDbStore('citerne-test-reload');
    expect(await afterReload.get('syncTasks/t-1')).toEqual({ task_id: 't-1', n: 1 });
    expect((await afterReload.keys()).sort()).toEqual(['syncTasks/t-1', 'syncTasks/t-2']);
    expect((await afterReload.entries()).length).toBe(2);
    await afterReload.delete('syncTasks/t-1');
    expect(await first.get('syncTasks/t-1')).toBeUndefined();
    await afterReload.clear();
    expect(await first.keys()).toEqual([]);
  });

  it('is the default store where IndexedDB exists', async () => {
    const store = createDefaultStore('citerne-test-default');
    await store.set('k', 1);
    expect(await createIndexedDbStore('citerne-test-default').get('k')).toBe(1);
  });
});
