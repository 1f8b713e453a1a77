import type { GuideAnswers } from './guideQuery';
import { drinkingWaterVolume, fireReserveVolume, irrigationVolume } from './otherSizing';
import { type RainwaterSizing, sizeRainwaterTank } from './rainwaterSizing';

/** The volume the guide arrives at, litres, with the rainwater working when that is the use. */
export interface GuideSizing {
  readonly volumeLitres: number;
  readonly rainwater: RainwaterSizing | null;
}

/**
 * The tank volume for validated answers; null when they cannot be sized (an unknown region, roof or risk class
 * passed the query check only if the tables changed meanwhile).
 *
 * @example
 * sizeForAnswers({ use: 'fire', risk: 'low' }); // { volumeLitres: 30000, rainwater: null }
 */
export function sizeForAnswers(answers: GuideAnswers): GuideSizing | null {
  switch (answers.use) {
    case 'rainwater': {
      const sizing = sizeRainwaterTank({
        region: answers.region,
        roofArea: answers.roofArea,
        roofType: answers.roofType,
        persons: answers.persons,
        wc: answers.wc,
        laundry: answers.laundry,
        gardenArea: answers.garden,
        dryWeeks: answers.weeks,
      });
      return sizing ? { volumeLitres: sizing.volume, rainwater: sizing } : null;
    }
    case 'drinking':
      return {
        volumeLitres: drinkingWaterVolume({
          persons: answers.people,
          litresPerDay: answers.litres,
          days: answers.autonomy,
        }),
        rainwater: null,
      };
    case 'fire': {
      const volume = fireReserveVolume(answers.risk);
      return volume === null ? null : { volumeLitres: volume, rainwater: null };
    }
    case 'farming':
      return {
        volumeLitres: irrigationVolume({ area: answers.area, mmPerDay: answers.mm, days: answers.days }),
        rainwater: null,
      };
  }
}
