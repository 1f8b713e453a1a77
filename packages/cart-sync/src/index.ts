export { type ChecksumSource, cartItemChecksum } from './item/cartItemChecksum';
