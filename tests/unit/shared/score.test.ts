import { describe, expect, it } from 'vitest';
import { displayScore } from '../../../shared/format/score';

describe('displayScore', () => {
  it('removes /10 from an all-out score', () => {
    expect(displayScore('187/10 (19.4)')).toBe('187 (19.4)');
    expect(displayScore('187/10')).toBe('187');
  });

  it('removes /10 from both innings of a two-innings score', () => {
    expect(displayScore('150/10 & 201/10')).toBe('150 & 201');
  });

  it('leaves a score with wickets in hand alone', () => {
    expect(displayScore('187/6')).toBe('187/6');
    expect(displayScore('187/1 (12.3)')).toBe('187/1 (12.3)');
    expect(displayScore('150/10 & 201/4')).toBe('150 & 201/4');
  });

  it('does not cut /10 out of a longer number', () => {
    expect(displayScore('99/100')).toBe('99/100');
  });

  it('reads missing text as empty', () => {
    expect(displayScore(null)).toBe('');
    expect(displayScore(undefined)).toBe('');
  });
});
