import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServerSecrets, serverSecretNames } from './fakeServerSecrets.ts';
import { type BundleLeakRules, findBundleLeaks } from './findBundleLeaks.ts';
import { serverOnlyLiterals } from './serverOnlyLiterals.ts';
import { serverOnlyMarkers } from './serverOnlyMarkers.ts';

const root = resolve(import.meta.dirname, '../../../..');
const literals = serverOnlyLiterals(root);
const rules: BundleLeakRules = {
  secrets: fakeServerSecrets,
  names: serverSecretNames,
  markers: serverOnlyMarkers,
  literals,
};

// A minified chunk such as the storefront's build holds: React, a fetch, French texts.
const cleanChunk =
  'import{j as e}from"./jsx-runtime.js";function t(n){return fetch("/api/cart/pull?token="+n.token).then(r=>r.json())}' +
  'const o={label:"Ajouter au panier",title:"Citerne souple eau de pluie 10 m³"};export{t as pull,o as texts};';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bundle-leaks-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'clean-Ab12.js'), cleanChunk);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const plant = (name: string, text: string) => writeFileSync(join(dir, 'assets', name), `${cleanChunk}${text}`);

describe('findBundleLeaks', () => {
  it('finds nothing in a bundle of browser code', () => {
    expect(findBundleLeaks(dir, rules)).toEqual([]);
  });

  it.each(Object.entries(fakeServerSecrets))('finds the value of %s planted in a chunk', (name, value) => {
    plant('leak-Zz99.js', `const k=${JSON.stringify(value)};`);
    expect(findBundleLeaks(dir, rules)).toContainEqual({
      file: join('assets', 'leak-Zz99.js'),
      kind: 'secret value',
      detail: `the value of ${name}`,
    });
  });

  it('finds a secret carried base64- or URL-encoded, and in a file that is not a script', () => {
    plant('a.js', `headers:{Authorization:"Basic ${btoa(fakeServerSecrets.REVIEWS_API_KEY)}"}`);
    writeFileSync(join(dir, 'config.json'), `{"db":"${encodeURIComponent(fakeServerSecrets.DATABASE_URL)}"}`);
    expect(
      findBundleLeaks(dir, rules)
        .map((leak) => [leak.file, leak.detail])
        .sort(),
    ).toEqual([
      ['assets/a.js', 'the value of REVIEWS_API_KEY'],
      ['config.json', 'the value of DATABASE_URL'],
    ]);
  });

  it('finds the name of a secret variable, as a whole word only', () => {
    plant('env.js', 'const t=process_env_like.SLIDE_PHOTO_ADMIN_TOKEN;');
    plant('word.js', 'const x="MY_DATABASE_URLS";');
    expect(findBundleLeaks(dir, rules)).toEqual([
      { file: join('assets', 'env.js'), kind: 'secret name', detail: 'SLIDE_PHOTO_ADMIN_TOKEN' },
    ]);
  });

  it.each([
    ['a Node built-in import', 'import{readFile as r}from"node:fs/promises";'],
    ["Vite's stub of a Node built-in", 'var e=Object.freeze({__proto__:null,default:"__vite-browser-external"});'],
    ['Kysely', 'class Q extends Kysely{};'],
    ['PGlite', 'import("@electric-sql/pglite");'],
    ['scrypt', 'await n.scrypt(p,s,64);'],
    ['an HMAC', 'c.createHmac("sha256",k);'],
    ['process.env', 'const p=process.env.PORT;'],
  ])('finds %s', (_name, code) => {
    plant('server-Qq11.js', code);
    const leaks = findBundleLeaks(dir, rules);
    expect(leaks).toHaveLength(1);
    expect(leaks[0]).toMatchObject({ file: join('assets', 'server-Qq11.js'), kind: 'server-only module' });
  });

  it('finds a string of the API server source planted in a chunk', () => {
    const fromApi = literals.find((literal) => literal.file.startsWith('apps/api/src/'));
    expect(fromApi, 'the API sources have long string literals').toBeDefined();
    plant('api-Rr22.js', `throw new Error(${JSON.stringify(fromApi?.text)});`);
    expect(findBundleLeaks(dir, rules)).toEqual([
      {
        file: join('assets', 'api-Rr22.js'),
        kind: 'server source text',
        detail: `${JSON.stringify(fromApi?.text)} (${fromApi?.file})`,
      },
    ]);
  });
});

describe('serverOnlyLiterals', () => {
  it('fingerprints the API, the shop server and the storefront *.server.ts modules', () => {
    const origins = new Set(literals.map((literal) => literal.file.split('/').slice(0, 3).join('/')));
    expect(origins).toContain('apps/api/src');
    expect(literals.some((literal) => /\.server\.tsx?$/.test(literal.file))).toBe(true);
  });

  it('leaves out the texts the browser code also holds (a shared message is no leak)', () => {
    // The withdrawal form's legal heading is in the API's PDF text and in the storefront's catalogue.
    expect(literals.map((literal) => literal.text)).not.toContain('Formulaire de rétractation');
  });
});
