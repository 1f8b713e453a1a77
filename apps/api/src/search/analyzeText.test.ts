import { describe, expect, it } from 'vitest';
import { analyzeSku, analyzeText, foldText, stemTerm } from './analyzeText';

describe('French text analysis', () => {
  it('folds accents, ligatures and superscripts', () => {
    expect(foldText('Réserve Bâche Œillets m³')).toBe('reserve bache oeillets m3');
  });

  it('turns French plurals into singulars', () => {
    expect(stemTerm('citernes')).toBe('citerne');
    expect(stemTerm('eaux')).toBe('eau');
    expect(stemTerm('tuyaux')).toBe('tuyau');
    expect(stemTerm('inox')).toBe('inox');
    expect(stemTerm('m3')).toBe('m3');
  });

  it('drops stop words and elided articles', () => {
    expect(analyzeText("Voile d’ombrage pour l'eau de pluie")).toEqual(['voile', 'ombrage', 'eau', 'pluie']);
  });

  it('a query and a name with and without accents give the same terms', () => {
    expect(analyzeText('reserve incendie')).toEqual(analyzeText('Réserves incendie'));
  });

  it('a sku is found whole and by its parts', () => {
    expect(analyzeSku('CS-EP-10')).toEqual(['csep10', 'cs', 'ep', '10']);
  });
});
