import { describe, expect, it } from 'vitest';
import { FRENCH_REGIONS } from './frenchRegions';
import { parseGuideQuery } from './guideQuery';
import { drinkingWaterVolume, fireReserveVolume, irrigationVolume } from './otherSizing';
import { parseDimensions } from './parseDimensions';
import { sizeRainwaterTank } from './rainwaterSizing';
import { recommendTanks, type TankCandidate } from './recommendTanks';
import { sizeForAnswers } from './sizeForAnswers';

const tank = (sku: string, volumeM3: number, dims: string, inStock = true, price = volumeM3 * 100): TankCandidate => {
  const dimensions = parseDimensions(dims);
  if (!dimensions) throw new Error(dims);
  return { sku, name: sku, href: `/p/${sku}`, volumeM3, dimensions, inStock, price };
};
const range = [
  tank('EP-1', 1, '1,75 × 1,09 × 0,67 m'),
  tank('EP-2', 2, '2,27 × 1,42 × 0,80 m'),
  tank('EP-3', 3, '2,63 × 1,64 × 0,89 m'),
  tank('EP-5', 5, '3,17 × 1,98 × 1,02 m'),
  tank('EP-10', 10, '4,12 × 2,57 × 1,21 m'),
  tank('EP-50', 50, '7,77 × 4,86 × 1,70 m'),
];

describe('sizeRainwaterTank', () => {
  it('works a house in Île-de-France through: the roof limits, three weeks stored', () => {
    // Yield: 640 mm × 100 m² × 0.9 (tiles) × 0.9 (filter) = 51 840 L. Need: 4 × (30 + 15) × 365 = 65 700 L.
    // Usable 51 840 L; three weeks: 51 840 × 21 / 365 = 2 982.6 L.
    const sizing = sizeRainwaterTank({
      region: 'idf',
      roofArea: 100,
      roofType: 'tiles',
      persons: 4,
      wc: true,
      laundry: true,
      gardenArea: 0,
      dryWeeks: 3,
    });
    expect(sizing).toMatchObject({ annualYield: 51_840, annualNeed: 65_700, usable: 51_840, volume: 2983 });
  });

  it('lets the need limit when the roof yields more: a garden in Brittany under a metal roof', () => {
    // Yield: 850 × 200 × 0.95 × 0.9 = 145 350 L. Need: 2 × 30 × 365 = 21 900 + 50 m² × 15 L × 26 = 19 500 → 41 400 L.
    // Four weeks of 41 400 L: 41 400 × 28 / 365 = 3 175.9 L.
    const sizing = sizeRainwaterTank({
      region: 'bre',
      roofArea: 200,
      roofType: 'metal',
      persons: 2,
      wc: true,
      laundry: false,
      gardenArea: 50,
      dryWeeks: 4,
    });
    expect(sizing).toMatchObject({ annualYield: 145_350, householdNeed: 21_900, gardenNeed: 19_500, volume: 3176 });
  });

  it('refuses an unknown region or roof', () => {
    const input = { roofArea: 10, persons: 1, wc: true, laundry: true, gardenArea: 0, dryWeeks: 3 };
    expect(sizeRainwaterTank({ ...input, region: 'xx', roofType: 'tiles' })).toBeNull();
    expect(sizeRainwaterTank({ ...input, region: 'idf', roofType: 'straw' })).toBeNull();
  });

  it('never stores more than the roof yields nor than the uses need, per stored week', () => {
    for (const { code } of FRENCH_REGIONS)
      for (const roofArea of [1, 37, 250, 2000])
        for (const persons of [0, 1, 5, 20])
          for (const gardenArea of [0, 80, 5000])
            for (const dryWeeks of [1, 3, 12]) {
              const sizing = sizeRainwaterTank({
                region: code,
                roofArea,
                roofType: 'tiles',
                persons,
                wc: true,
                laundry: true,
                gardenArea,
                dryWeeks,
              });
              const weekly = (litres: number) => (litres * 7 * dryWeeks) / 365;
              expect(sizing).not.toBeNull();
              expect(sizing?.volume).toBeLessThanOrEqual(weekly(sizing?.annualYield ?? 0) + 1);
              expect(sizing?.volume).toBeLessThanOrEqual(weekly(sizing?.annualNeed ?? 0) + 1);
            }
  });
});

describe('the other uses', () => {
  it('sizes fire reserves by the DECI classes', () => {
    expect(fireReserveVolume('low')).toBe(30_000);
    expect(fireReserveVolume('ordinary')).toBe(60_000);
    expect(fireReserveVolume('high')).toBe(120_000);
    expect(fireReserveVolume('extreme')).toBeNull();
  });

  it('sizes drinking-water and irrigation reserves', () => {
    expect(drinkingWaterVolume({ persons: 4, litresPerDay: 148, days: 7 })).toBe(4144);
    expect(irrigationVolume({ area: 2000, mmPerDay: 4, days: 10 })).toBe(80_000);
  });
});

describe('parseDimensions', () => {
  it('reads the catalogue attribute with French decimals', () => {
    expect(parseDimensions('1,75 × 1,09 × 0,67 m')).toEqual({ length: 1.75, width: 1.09, height: 0.67 });
    expect(parseDimensions('2 x 3 x 1')).toEqual({ length: 2, width: 3, height: 1 });
  });

  it('refuses what is not three positive sizes', () => {
    expect(parseDimensions('2 × 3 m')).toBeNull();
    expect(parseDimensions('a × b × c')).toBeNull();
    expect(parseDimensions('2 × 0 × 1')).toBeNull();
  });
});

describe('recommendTanks', () => {
  it('recommends the smallest tank that holds the volume, then the next size', () => {
    expect(recommendTanks(range, 2983).tanks.map((t) => t.sku)).toEqual(['EP-3', 'EP-5']);
  });

  it('puts a tank in stock before one that is not, among fitting sizes', () => {
    const stock = range.map((t) => (t.sku === 'EP-3' ? { ...t, inStock: false } : t));
    expect(recommendTanks(stock, 2983).tanks.map((t) => t.sku)).toEqual(['EP-5', 'EP-3']);
  });

  it('leaves out tanks that do not fit the ground, turned either way, or the height', () => {
    const result = recommendTanks(range, 2983, { length: 1.5, width: 3 });
    expect(result.tanks.map((t) => t.sku)).toEqual([]);
    expect(result.tooLargeForSpace).toBe(4);
    expect(recommendTanks(range, 2983, { length: 1.7, width: 2.7 }).tanks.map((t) => t.sku)).toEqual(['EP-3']);
    expect(recommendTanks(range, 2983, { height: 0.9 }).tanks.map((t) => t.sku)).toEqual(['EP-3']);
  });

  it('says when no single tank of the range is big enough', () => {
    expect(recommendTanks(range, 60_000)).toEqual({ tanks: [], tooLargeForSpace: 0, volumeBeyondRange: true });
  });
});

describe('parseGuideQuery and sizeForAnswers', () => {
  const parse = (query: string) => parseGuideQuery(new URLSearchParams(query));

  it('asks nothing until a use is chosen', () => {
    expect(parse('').status).toBe('empty');
    expect(parse('use=moon').status).toBe('empty');
  });

  it('reads a rainwater case with French decimals and the defaults of blank fields', () => {
    const query = parse('use=rainwater&region=idf&roofType=tiles&roofArea=100,0&persons=4&wc=1&laundry=on&garden=');
    expect(query).toMatchObject({
      status: 'valid',
      answers: { use: 'rainwater', roofArea: 100, persons: 4, wc: true, laundry: true, garden: 0, weeks: 3 },
      space: {},
    });
    if (query.status !== 'valid') return;
    expect(sizeForAnswers(query.answers)?.volumeLitres).toBe(2983);
  });

  it('lists every wrong field and computes nothing', () => {
    const query = parse('use=rainwater&region=atlantis&roofType=tiles&roofArea=-3&weeks=abc&length=200');
    expect(query.status).toBe('invalid');
    if (query.status !== 'invalid') return;
    expect(query.problems).toEqual([
      { field: 'region', kind: 'choice' },
      { field: 'roofArea', kind: 'range', min: 1, max: 10_000 },
      { field: 'weeks', kind: 'number' },
      { field: 'length', kind: 'range', min: 0.5, max: 100 },
    ]);
  });

  it('sizes the other uses and keeps the space given', () => {
    const fire = parse('use=fire&risk=high&length=15&width=9');
    expect(fire).toMatchObject({ status: 'valid', space: { length: 15, width: 9 } });
    if (fire.status === 'valid') expect(sizeForAnswers(fire.answers)?.volumeLitres).toBe(120_000);
    const drinking = parse('use=drinking&people=4');
    if (drinking.status === 'valid') expect(sizeForAnswers(drinking.answers)?.volumeLitres).toBe(4144);
    const farming = parse('use=farming&area=2000&mm=4&days=10');
    if (farming.status === 'valid') expect(sizeForAnswers(farming.answers)?.volumeLitres).toBe(80_000);
    expect(parse('use=drinking').status).toBe('invalid');
  });
});
