const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

// The import-boundary rules of ARCHITECTURE.md "Package rules", as data.
// Each package lists the internal packages it may import; everything else is forbidden.
const allowed = {
  pricing: [],
  'core-api': [],
  product: ['pricing', 'core-api'],
  'catalog-search': ['product', 'pricing', 'core-api'],
  'cart-sync': ['product', 'pricing', 'core-api'],
  account: ['core-api', 'ui-kit'],
  checkout: ['cart-sync', 'pricing', 'core-api', 'ui-kit'],
  'ui-kit': ['pricing'],
};

// The files each workspace's exports map opens (its public entries), read from its package.json: the only files of
// another workspace an import may land on.
const workspaceRoot = join(__dirname, '..', '..');
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exportTargets = (entry) =>
  typeof entry === 'string' ? [entry] : Object.values(entry ?? {}).flatMap((value) => exportTargets(value));
const publicEntries = ['packages', 'apps', 'tooling'].flatMap((group) =>
  readdirSync(join(workspaceRoot, group), { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && existsSync(join(workspaceRoot, group, dir.name, 'package.json')))
    .flatMap((dir) => {
      const manifest = JSON.parse(readFileSync(join(workspaceRoot, group, dir.name, 'package.json'), 'utf8'));
      return [...new Set([...exportTargets(manifest.exports), './package.json'])].map(
        (target) => `^${escapeRegExp(`${group}/${dir.name}/${target.replace(/^\.\//, '')}`)}$`,
      );
    }),
);

const packageRules = Object.entries(allowed).map(([name, deps]) => ({
  name: `${name}-imports-only-${deps.length ? deps.join('-') : 'nothing-internal'}`,
  comment: `ARCHITECTURE.md: ${name} → ${deps.length ? deps.join(', ') : 'nothing internal'}`,
  severity: 'error',
  from: { path: `^packages/${name}/` },
  to: { path: `^packages/(?!(?:${[name, ...deps].map((d) => d.replace('-', '\\-')).join('|')})/)[^/]+/` },
}));

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  ...packageRules,
  {
    name: 'no-package-imports-an-app',
    comment: 'ARCHITECTURE.md: no package imports an app.',
    severity: 'error',
    from: { path: '^packages/' },
    to: { path: '^apps/' },
  },
  {
    name: 'core-never-imports-react',
    comment: 'CONVENTIONS.md: the framework-free core never imports React; hooks and components ship from ./react.',
    severity: 'error',
    from: { path: '^packages/(pricing|core-api|product|catalog-search|cart-sync|checkout|account)/src/(?!react/)' },
    to: { path: '(^|/)node_modules/(react|react-dom|jotai)/' },
  },
  {
    name: 'api-routes-only-through-seams',
    comment:
      'ARCHITECTURE.md "Backends behind seams": the API\'s route modules reach data only through the Platform and ' +
      'SearchBackend interfaces, never Kysely, the database or a driver (routes/mountRoutes.ts, the routing root, ' +
      'opens the drivers).',
    severity: 'error',
    from: {
      path: '^apps/api/src/([a-zA-Z]+/[a-zA-Z]*Routes\\.ts$|http/(?!createApi|apiDependencies))',
      pathNot: '^apps/api/src/routes/',
    },
    to: {
      path: [
        '(^|/)node_modules/kysely/',
        '^apps/api/src/db/',
        '^apps/api/src/commerce/CommerceContext\\.ts$',
        '^apps/api/src/platform/embedded/',
        '^apps/api/src/search/EmbeddedSearchBackend\\.ts$',
      ],
    },
  },
  {
    name: 'no-circular',
    comment: 'No cycles between modules.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'no-reaching-into-another-package-src',
    comment:
      'Another workspace (package, app or tooling) is imported by its name and exports map, never by a relative path into it.',
    severity: 'error',
    from: { path: '^(packages|apps|tooling)/([^/]+)/' },
    to: {
      path: '^(packages|apps|tooling)/([^/]+)/',
      pathNot: ['^$1/$2/', ...publicEntries],
    },
  },
  {
    name: 'test-utils-only-in-tests',
    comment:
      'The private @repo/test-utils is never published: a package reaches it from its tests only, never from code it ships.',
    severity: 'error',
    from: {
      path: '^packages/[^/]+/src/',
      // Test files and the package's own unpublished `src/testing` (left out of `files`).
      pathNot: ['\\.(test|stories|bench)\\.tsx?$', '^packages/[^/]+/src/testing/'],
    },
    to: { path: '^tooling/test-utils/' },
  },
];

const options = {
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '(^|/)(dist|build|storybook-static|\\.react-router|fixtures|coverage)/' },
  tsPreCompilationDeps: true,
  enhancedResolveOptions: {
    exportsFields: ['exports'],
    conditionNames: ['@citerne/source', 'import', 'types', 'default', 'node'],
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    mainFields: ['module', 'main', 'types'],
  },
  preserveSymlinks: false,
};

module.exports = { allowed, forbidden, options };
