import { loadavg } from 'node:os';

/**
 * The machine's 1, 5 and 15 minute load averages as printed next to every bench figure: on a shared machine a figure
 * only means something beside the load it was measured under.
 */
export function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}
