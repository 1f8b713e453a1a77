import { describe, expect, it } from 'vitest';
import { LatencyRecorder } from './LatencyRecorder';

describe('the latency recorder of the load bench', () => {
  it('gives nearest-rank percentiles, errors and timeouts per kind of request', () => {
    const recorder = new LatencyRecorder();
    for (let ms = 1; ms <= 100; ms += 1) recorder.record('page', ms);
    recorder.error('cart/update', 4, 'HTTP 500');
    recorder.timeout('cart/update', 10_000);
    recorder.record('cart/update', 2);
    const [page, cart] = recorder.summaries();
    expect(page).toEqual({ kind: 'page', count: 100, errors: 0, timeouts: 0, p50: 50, p95: 95, p99: 99, max: 100 });
    expect(cart).toMatchObject({ kind: 'cart/update', count: 3, errors: 1, timeouts: 1, p50: 4, max: 10_000 });
    expect(recorder.errorSamples().get('cart/update')).toEqual(['HTTP 500']);
  });
});
