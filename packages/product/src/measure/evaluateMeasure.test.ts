import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateMeasure } from './evaluateMeasure';
import { sheetMeasure, tankMeasure, tankOptions } from './measure.fixture';
import { measureRefusalMessage } from './measureRefusalMessage';

const tank = (length: string, width: string, more: Record<string, string> = {}) => [
  { option_id: 1, option_value: length },
  { option_id: 2, option_value: width },
  ...Object.entries(more).map(([option_id, option_value]) => ({ option_id, option_value })),
];

describe('a made-to-measure configuration (issue 17)', () => {
  it('a tank holds length × width × its height, billed per m³', () => {
    expect(evaluateMeasure(tankMeasure, tankOptions, tank('10', '5'))).toEqual({
      accepted: true,
      quantity: 60,
      priced: { pricePerUnit: 28, quantity: 60 },
    });
  });

  it('a sheet covers length × width, its price covering the included area', () => {
    const chosen = [
      { option_id: 11, option_value: '400' },
      { option_id: 12, option_value: '300' },
    ];
    expect(evaluateMeasure(sheetMeasure, [], chosen)).toEqual({
      accepted: true,
      quantity: 12,
      priced: { pricePerUnit: 11, quantity: 2 },
    });
  });

  it('a dimension out of its limits is refused, named', () => {
    const result = evaluateMeasure(tankMeasure, tankOptions, tank('30', '5'));
    expect(result).toEqual({
      accepted: false,
      refusal: { reason: 'dimension', option_id: 1, reading: { ok: false, problem: 'aboveMax', limit: 25 } },
    });
    if (!result.accepted) {
      expect(measureRefusalMessage(result.refusal, tankMeasure, tankOptions)).toBe(
        'Longueur disponible (m) must be at most 25 m.',
      );
    }
  });

  it('a volume outside the product limits is refused although each dimension fits', () => {
    expect(evaluateMeasure(tankMeasure, tankOptions, tank('25', '15'))).toMatchObject({
      accepted: false,
      refusal: { reason: 'quantityAboveMax', limit: 400 },
    });
  });

  it('drinking water above 100 m³ is no configuration the workshop makes (SPEC §8)', () => {
    const result = evaluateMeasure(tankMeasure, tankOptions, tank('10', '10', { '3': '2' }));
    expect(result).toMatchObject({ accepted: false, refusal: { reason: 'impossible', values: [2] } });
    if (!result.accepted) {
      expect(measureRefusalMessage(result.refusal, tankMeasure, tankOptions)).toBe(
        'No such configuration for the product. Please do choose another combination of attributes.',
      );
    }
    expect(evaluateMeasure(tankMeasure, tankOptions, tank('10', '8', { '3': '2' })).accepted).toBe(true);
  });

  it('a combination of values is refused only when all are chosen, a text answer never counts as a value', () => {
    expect(evaluateMeasure(tankMeasure, tankOptions, tank('5', '5', { '3': '4', '4': '7' })).accepted).toBe(false);
    expect(evaluateMeasure(tankMeasure, tankOptions, tank('5', '5', { '3': '4', '4': '5' })).accepted).toBe(true);
    expect(evaluateMeasure(tankMeasure, tankOptions, tank('5', '5', { '3': '4', '9': '7' })).accepted).toBe(true);
  });

  const metres = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 });
  const text = (centimetres: number) =>
    `${Math.floor(centimetres / 100)},${String(centimetres % 100).padStart(2, '0')}`;

  it('the volume grows with each dimension (property)', () => {
    fc.assert(
      fc.property(metres(2, 25), metres(2, 25), metres(1.5, 15), (a, b, width) => {
        const quantity = (length: number) => {
          const result = evaluateMeasure(
            { ...tankMeasure, quantity: { min: 0, max: 1e6 } },
            [],
            tank(text(length), text(width)),
          );
          return result.accepted ? result.quantity : Number.NaN;
        };
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(quantity(short)).toBeLessThanOrEqual(quantity(long));
      }),
    );
  });

  it('a configuration inside the dimension limits is accepted, or refused by its volume or its combination (property)', () => {
    fc.assert(
      fc.property(
        metres(2, 25),
        metres(1.5, 15),
        fc.constantFrom('1', '2', '4'),
        fc.constantFrom('5', '7'),
        (length, width, usage, colour) => {
          const result = evaluateMeasure(
            tankMeasure,
            tankOptions,
            tank(text(length), text(width), { '3': usage, '4': colour }),
          );
          if (result.accepted) {
            expect(result.quantity).toBeGreaterThanOrEqual(tankMeasure.quantity.min);
            expect(result.quantity).toBeLessThanOrEqual(tankMeasure.quantity.max);
          } else {
            expect(['quantityBelowMin', 'quantityAboveMax', 'impossible']).toContain(result.refusal.reason);
            expect(measureRefusalMessage(result.refusal, tankMeasure, tankOptions)).not.toBe('');
          }
        },
      ),
    );
  });
});
