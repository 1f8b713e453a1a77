export { type SeededRandom, seededRandom } from './seededRandom';
