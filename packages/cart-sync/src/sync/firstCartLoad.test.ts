import { valve } from '@repo/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { setupCart } from '../testing/setupCart';
import { firstCartLoad } from './firstCartLoad';

describe('the first load of a cart engine (firstCartLoad)', () => {
  it('is not settled before it has finished, then tells its listeners once', async () => {
    const { cart } = setupCart();
    const first = firstCartLoad(cart);
    const told = vi.fn();
    first.subscribe(told);
    const loading = first.start();
    expect(first.isSettled()).toBe(false);
    await loading;
    expect(first.isSettled()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('runs once per engine: later starts share the first one', async () => {
    const world = setupCart();
    const load = vi.spyOn(world.cart, 'load');
    await Promise.all([firstCartLoad(world.cart).start(), firstCartLoad(world.cart).start()]);
    await firstCartLoad(world.cart).start();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a custom first load (load, then check the stock) counts as finished only after its last step', async () => {
    const world = setupCart();
    await world.cart.addToCart(valve);
    const reloaded = world.reload();
    const first = firstCartLoad(reloaded);
    const steps: string[] = [];
    await first.start(async (cart) => {
      await cart.load();
      steps.push(`loaded:${first.isSettled()}`);
      await cart.checkStock();
      steps.push('stock checked');
    });
    expect(steps).toEqual(['loaded:false', 'stock checked']);
    expect(first.isSettled()).toBe(true);
  });

  it('a failed first load rejects with its error and still counts as finished', async () => {
    const { cart } = setupCart();
    const first = firstCartLoad(cart);
    await expect(first.start(() => Promise.reject(new Error('server unreachable')))).rejects.toThrow(
      'server unreachable',
    );
    expect(first.isSettled()).toBe(true);
  });
});
