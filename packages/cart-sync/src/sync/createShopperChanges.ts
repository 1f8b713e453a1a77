import { runSync, type SyncReport, type SyncRuntime } from './runSync';

/** The shopper's recent changes, and the sync that forces them (see {@link createShopperChanges}). */
export interface ShopperChanges {
  /** A line the shopper added or changed. */
  changed(checksum: string): void;
  /** Syncs the lines with the shopper's changes forced; those a sync that went through carried are forgotten. */
  sync(forceClientState: boolean): Promise<SyncReport>;
}

/**
 * The lines the shopper added or changed since the last sync that went through: their client state is forced
 * (SPEC §4 sync diff), so no sync — even one after an offline spell — removes or overwrites what the shopper just
 * did. Server lines the browser lacks are still merged in.
 * @example
 * const changes = createShopperChanges(runtime);
 * changes.changed(line.checksum);
 * await changes.sync(false);
 */
export function createShopperChanges(runtime: SyncRuntime): ShopperChanges {
  const changedAt = new Map<string, number>();
  let changeCount = 0;
  return {
    changed(checksum) {
      changedAt.set(checksum, ++changeCount);
    },
    async sync(forceClientState) {
      const upTo = changeCount;
      const report = await runSync(runtime, { forceClientState, forcedLines: [...changedAt.keys()] });
      if (report.status === 'synced') {
        for (const [checksum, at] of changedAt) if (at <= upTo) changedAt.delete(checksum);
      }
      return report;
    },
  };
}
