import { describe, expect, it } from 'vitest';
import { gameFormatLabel } from '../../../shared/format/game-format';

describe('gameFormatLabel', () => {
  it.each([
    ['Women T20', 'W-T20'],
    ['Women T100', 'W-T100'],
    ['Women ODI', 'W-ODI'],
    ['First Class', 'FC'],
    ['t10', 'T10'],
    ['woment20', 'W- T20'],
  ])('abbreviates %s as %s', (format, label) => {
    expect(gameFormatLabel(format)).toBe(label);
  });

  it('returns any other format unchanged', () => {
    for (const format of ['T20', 'T20I', 'ODI', 'TEST', 'T10', 'women t20', '', 'toString']) {
      expect(gameFormatLabel(format)).toBe(format);
    }
  });
});
