import { describe, expect, it } from 'vitest';
import { exportFileName } from './exportFileName';

describe('exportFileName', () => {
  it('names the file after the day in France, as YYYY-MM-DD', () => {
    expect(exportFileName(new Date('2026-03-05T10:00:00Z'))).toBe('mes-donnees-citerne-2026-03-05.json');
  });

  it('already counts the next day after midnight in Paris', () => {
    expect(exportFileName(new Date('2026-11-25T23:30:00Z'))).toBe('mes-donnees-citerne-2026-11-26.json');
  });
});
