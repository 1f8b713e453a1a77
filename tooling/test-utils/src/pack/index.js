export { describePackedPackage } from './describePackedPackage.js';
export { packAndInstall, readmeExample, run } from './pack.js';
