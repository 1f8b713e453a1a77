/** What one kind of request did during a run. */
export interface KindSummary {
  kind: string;
  count: number;
  errors: number;
  timeouts: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The value below which `fraction` of the sorted durations fall (nearest rank). */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

/**
 * Durations, errors and timeouts of a load run, kept per kind of request (`cart/update`, `page`…). Every duration is
 * kept (a 60 s run makes tens of thousands), so the percentiles are exact. An error keeps its first few messages,
 * so a failing run says why.
 * @example
 * const recorder = new LatencyRecorder();
 * recorder.record('page', 12.5);
 * recorder.summaries(); // [{ kind: 'page', count: 1, p99: 12.5, … }]
 */
export class LatencyRecorder {
  readonly #durations = new Map<string, number[]>();
  readonly #errors = new Map<string, number>();
  readonly #timeouts = new Map<string, number>();
  readonly #samples = new Map<string, string[]>();

  record(kind: string, milliseconds: number): void {
    const durations = this.#durations.get(kind) ?? [];
    durations.push(milliseconds);
    this.#durations.set(kind, durations);
  }

  error(kind: string, milliseconds: number, message: string): void {
    this.record(kind, milliseconds);
    this.#errors.set(kind, (this.#errors.get(kind) ?? 0) + 1);
    const samples = this.#samples.get(kind) ?? [];
    if (samples.length < 3) samples.push(message);
    this.#samples.set(kind, samples);
  }

  timeout(kind: string, milliseconds: number): void {
    this.record(kind, milliseconds);
    this.#timeouts.set(kind, (this.#timeouts.get(kind) ?? 0) + 1);
  }

  /** The first error messages of each kind that had errors. */
  errorSamples(): ReadonlyMap<string, readonly string[]> {
    return this.#samples;
  }

  summaries(): KindSummary[] {
    return [...this.#durations].map(([kind, durations]) => {
      const sorted = [...durations].sort((a, b) => a - b);
      return {
        kind,
        count: sorted.length,
        errors: this.#errors.get(kind) ?? 0,
        timeouts: this.#timeouts.get(kind) ?? 0,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
      };
    });
  }
}
