// The import-boundary rules of ARCHITECTURE.md "Package rules", as data.
// Each package lists the internal packages it may import; everything else is forbidden.
const allowed = {
  pricing: [],
  'core-api': [],
  'catalog-search': ['pricing', 'core-api'],
  'cart-sync': ['pricing', 'core-api'],
  account: ['core-api', 'ui-kit'],
  checkout: ['cart-sync', 'pricing', 'core-api', 'ui-kit'],
  'ui-kit': ['pricing'],
};

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
    from: { path: '^packages/(pricing|core-api|catalog-search|cart-sync|checkout|account)/src/(?!react/)' },
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
    comment: 'Another package is imported by its name and exports map, never by a relative path into it.',
    severity: 'error',
    from: { path: '^(packages|apps)/([^/]+)/' },
    to: {
      path: '^packages/([^/]+)/',
      pathNot: [
        '^packages/$2/',
        '^packages/[^/]+/src/(index|react/index|contract/index)\\.tsx?$',
        '^packages/[^/]+/src/styles\\.css$',
        '^packages/[^/]+/package\\.json$',
      ],
    },
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
