import { assertFinal, shopperCommands } from '@repo/test-utils/shopper';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { fakeCoupons, fakeOtherDeviceSkus, fakeShopperProducts, newFakeShopper } from '../testing/fakeShopper';

// `npm test` runs a bounded number of sessions; `pnpm --filter @citerne/cart-sync test:soak` runs 10 000.
const soak = process.env.CART_SYNC_SOAK === '1';
const runs = Number(process.env.CART_SYNC_RUNS ?? (soak ? 10_000 : 150));

describe('the cart guarantee (property test against the fake server cart)', () => {
  it(
    `after any sequence of add / update / remove / coupon apply and remove / offline / online / reload / login / logout / other-device changes, browser and server agree, no line lost or doubled, quantities as last intended, the guest's coupon kept at login, an empty guest cart after logout (${runs} sequences)`,
    async () => {
      const commands = shopperCommands({
        products: fakeShopperProducts,
        otherDeviceSkus: fakeOtherDeviceSkus,
        coupons: fakeCoupons,
        maxCommands: 30,
      });
      let sequences = 0;
      let commandCount = 0;
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(commands, async (sequence) => {
          const { model, driver } = newFakeShopper();
          await fc.asyncModelRun(() => ({ model, real: driver }), sequence);
          await assertFinal(model, driver);
          driver.browser.cart.dispose();
          sequences += 1;
          commandCount += [...sequence].length;
        }),
        { numRuns: runs },
      );
      if (soak) {
        const seconds = (Date.now() - started) / 1000;
        console.info(`[soak] ${sequences} sequences, ${commandCount} commands generated, ${seconds.toFixed(1)} s`);
      }
    },
    soak ? 3_600_000 : 60_000,
  );
});
