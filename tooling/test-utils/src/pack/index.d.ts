export {
  describePackedPackage,
  type PackedPackageOptions,
  type PackedReadmeExample,
  type PackedScript,
} from './describePackedPackage.js';
export { type InstalledPackage, packAndInstall, readmeExample, run } from './pack.js';
