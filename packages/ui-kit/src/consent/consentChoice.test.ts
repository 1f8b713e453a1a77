import { describe, expect, it } from 'vitest';
import { acceptAll, refuseAll } from './consentChoice';

const categories = [
  { id: 'necessary', label: 'Nécessaires', essential: true },
  { id: 'analytics', label: 'Mesure d’audience' },
  { id: 'marketing', label: 'Publicité' },
];

describe('cookie consent choice', () => {
  it('accepting all turns every category on', () => {
    expect(acceptAll(categories)).toEqual({ necessary: true, analytics: true, marketing: true });
  });

  it('refusing all keeps only essential cookies', () => {
    expect(refuseAll(categories)).toEqual({ necessary: true, analytics: false, marketing: false });
  });
});
