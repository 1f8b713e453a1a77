import { describe, expect, it } from 'vitest';
import { readDimension } from './readDimension';

const length = { option_id: 1, min: 2, max: 25 };

describe('a dimension of a made-to-measure product (issue 17)', () => {
  it('is read with a French decimal comma or a point', () => {
    expect(readDimension(length, 'm', '12,5')).toEqual({ ok: true, centimetres: 1250, value: 12.5 });
    expect(readDimension(length, 'm', ' 2.35 ')).toEqual({ ok: true, centimetres: 235, value: 2.35 });
  });

  it('in centimetres is a whole number', () => {
    expect(readDimension({ option_id: 11, min: 100, max: 2000 }, 'cm', '350')).toMatchObject({ ok: true, value: 350 });
    expect(readDimension({ option_id: 11, min: 100, max: 2000 }, 'cm', '350,5')).toEqual({
      ok: false,
      problem: 'notANumber',
    });
  });

  it('nothing typed is missing, text or a third decimal is no length', () => {
    expect(readDimension(length, 'm', '  ')).toEqual({ ok: false, problem: 'missing' });
    expect(readDimension(length, 'm', undefined)).toEqual({ ok: false, problem: 'missing' });
    expect(readDimension(length, 'm', 'douze')).toEqual({ ok: false, problem: 'notANumber' });
    expect(readDimension(length, 'm', '2,355')).toEqual({ ok: false, problem: 'notANumber' });
    expect(readDimension(length, 'm', '-3')).toEqual({ ok: false, problem: 'notANumber' });
  });

  it('outside the product limits is refused with the limit', () => {
    expect(readDimension(length, 'm', '1,99')).toEqual({ ok: false, problem: 'belowMin', limit: 2 });
    expect(readDimension(length, 'm', '25,01')).toEqual({ ok: false, problem: 'aboveMax', limit: 25 });
    expect(readDimension(length, 'm', '25')).toMatchObject({ ok: true });
    expect(readDimension(length, 'm', '2')).toMatchObject({ ok: true });
  });
});
