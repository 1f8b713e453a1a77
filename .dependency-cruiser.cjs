// Import-boundary check run by `npm test` (rules in tooling/boundaries/rules.cjs).
const { forbidden, options } = require('./tooling/boundaries/rules.cjs');

module.exports = { forbidden, options: { ...options, tsConfig: { fileName: 'tsconfig.base.json' } } };
