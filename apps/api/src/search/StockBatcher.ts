/**
 * Gathers stock changes for a moment and takes them into a search index together (a busy day's orders each change
 * some stock; each index update has a cost of its own). The first change of a batch opens it; changes arriving
 * within `waitMs` join it; after the wait and after the work given as `after` (an earlier update, whose failure is
 * its own caller's), `take` gets every sku of the batch once. The promise of each change settles once its batch is
 * in (the stock is read then, so never older than the call).
 * @example
 * const batches = new StockBatcher(250);
 * await batches.add(['CS-EP-10-VERT'], previous, (skus) => index.reindex(skus));
 */
export class StockBatcher {
  #open: { readonly skus: Set<string>; readonly applied: Promise<void> } | null = null;

  constructor(readonly waitMs: number) {}

  add(skus: readonly string[], after: Promise<unknown>, take: (skus: string[]) => Promise<void>): Promise<void> {
    if (this.#open) {
      for (const sku of skus) this.#open.skus.add(sku);
      return this.#open.applied;
    }
    const batch = new Set(skus);
    const gathered = new Promise<void>((resolve) => setTimeout(resolve, this.waitMs));
    const applied = (async () => {
      await after.catch(() => undefined);
      await gathered;
      this.#open = null;
      await take([...batch]);
    })();
    this.#open = { skus: batch, applied };
    return applied;
  }
}
