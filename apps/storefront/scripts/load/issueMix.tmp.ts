// ad hoc reproduction of the issue 19 mix (not committed)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCatalogue } from './benchCatalogue.ts';
import { LatencyRecorder } from './LatencyRecorder.ts';
import { prepareBenchData, startBenchShop } from './startBenchShop.ts';

const duration = Number(process.env.D ?? 30) * 1000;
const conns = Number(process.env.C ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'citerne-mix-'));
await prepareBenchData({ DATA_DIR: dataDir });
const shop = await startBenchShop(3241, { DATA_DIR: dataDir }, process.env.NODE_ARGS?.split(' ').filter(Boolean) ?? []);
const cat = benchCatalogue();
const carts: string[] = [];
for (let i = 0; i < 40; i++) carts.push((await (await fetch(`${shop.baseUrl}/api/cart/create`, { method: 'POST' })).json()).result);
const rec = new LatencyRecorder();
const deadline = performance.now() + duration;
const rssBefore = shop.rssMb();
let n = 0;
async function loop(kind: string, make: () => [string, RequestInit?]) {
  while (performance.now() < deadline) {
    const [path, init] = make();
    const t = performance.now();
    try {
      const r = await fetch(shop.baseUrl + path, { ...init, signal: AbortSignal.timeout(10_000) });
      const text = await r.text();
      if (r.ok) rec.record(kind, performance.now() - t); else rec.error(kind, performance.now() - t, `${r.status} ${text.slice(0, 120)}`);
    } catch (e) {
      if ((e as Error).name === 'TimeoutError') rec.timeout(kind, performance.now() - t); else rec.error(kind, performance.now() - t, String(e));
    }
  }
}
const pick = <T>(a: readonly T[]) => a[Math.floor(Math.random() * a.length)] as T;
const loops = [];
for (let i = 0; i < conns; i++) {
  const r = process.env.MIX === 'cart' ? 3 : i % 4;
  if (r === 0 || r === 1) loops.push(loop('catalog', () => [`/api/catalog?q=${encodeURIComponent(pick(cat.searches))}&size=12`]));
  else if (r === 2) loops.push(loop('page', () => [pick(cat.pages)]));
  else loops.push(loop('cart/update', () => { const c = carts[n++ % 40]; return [`/api/cart/update?cartId=${c}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cartItem: { ...pick(cat.lines), quoteId: c } }) }]; }));
}
await Promise.all(loops);
for (const s of rec.summaries()) console.log(JSON.stringify(s));
for (const [k, v] of rec.errorSamples()) console.log(k, v);
console.log('rss', rssBefore.toFixed(0), '->', shop.rssMb().toFixed(0));
await shop.stop();
