import { describe, expect, it } from 'vitest';
import { paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it('lists every page when there are few', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first and last page around the current one, with gaps', () => {
    expect(paginationRange(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
  });

  it('never draws a gap for a single skipped page', () => {
    expect(paginationRange(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(paginationRange(9, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });

  it('clamps an out-of-range current page', () => {
    expect(paginationRange(40, 3)).toEqual([1, 2, 3]);
  });

  it('shows nothing without pages and a single page alone', () => {
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, 1)).toEqual([1]);
  });
});
