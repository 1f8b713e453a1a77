import { assertFinal, shopperCommands } from '@repo/test-utils/shopper';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openRealShop, seedProducts } from './openRealShop';
import { newRealShopper, otherDeviceSkus, shopperProducts } from './realShopper';

// `npm test` runs a bounded number of sessions against the real API; the soak
// (`pnpm --filter @repo/integration test:soak`) runs CART_SYNC_RUNS of them (default 1000).
const soak = process.env.CART_SYNC_SOAK === '1';
const runs = Number(process.env.CART_SYNC_RUNS ?? (soak ? 1000 : 100));

describe('the cart guarantee against the real API (apps/api on PGlite, in process)', () => {
  let shop: Awaited<ReturnType<typeof openRealShop>>;
  beforeAll(async () => {
    shop = await openRealShop();
  }, 120_000);
  afterAll(() => shop?.close());

  it(
    `after any sequence of add / update / remove / offline / online / reload / login / logout / other-device changes, browser and server agree, no line lost or doubled, quantities as last intended (${runs} sequences)`,
    async () => {
      const commands = shopperCommands({
        products: shopperProducts(seedProducts()),
        otherDeviceSkus,
        maxCommands: 20,
      });
      let sequences = 0;
      let commandCount = 0;
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(commands, async (sequence) => {
          const { model, driver } = await newRealShopper(shop);
          await fc.asyncModelRun(() => ({ model, real: driver }), sequence);
          await assertFinal(model, driver);
          driver.browser.cart.dispose();
          sequences += 1;
          commandCount += [...sequence].length;
        }),
        { numRuns: runs, endOnFailure: !soak },
      );
      if (soak) {
        const seconds = (Date.now() - started) / 1000;
        console.info(`[soak] ${sequences} sequences, ${commandCount} commands generated, ${seconds.toFixed(1)} s`);
      }
    },
    soak ? 6 * 3_600_000 : 120_000,
  );
});
