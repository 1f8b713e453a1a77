import fc from 'fast-check';

/**
 * Property tests run with a fixed seed and 100 runs, so `npm test` is deterministic and fast. `pnpm test:properties`
 * runs them with FC_RUNS=5000 and a fresh seed (FC_SEED=random); a failure prints the seed to replay it.
 */
export function configurePropertyRuns(): void {
  const seedSetting = process.env.FC_SEED;
  const seed = seedSetting === 'random' ? Date.now() : Number(seedSetting ?? 20_250_701);
  if (seedSetting === 'random') console.info(`fast-check seed: ${seed}`);
  fc.configureGlobal({ seed, numRuns: Number(process.env.FC_RUNS ?? 100) });
}
