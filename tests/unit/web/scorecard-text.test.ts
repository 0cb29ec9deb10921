import { describe, expect, it } from 'vitest';
import { inningsTitle, rateText } from '../../../web/src/components/page/scorecard-text';

describe('rateText', () => {
  it('writes two decimals', () => {
    expect(rateText(133.333)).toBe('133.33');
    expect(rateText(8)).toBe('8.00');
    expect(rateText(0)).toBe('0.00');
  });

  it('writes a dash for no rate', () => {
    expect(rateText(null)).toBe('-');
    expect(rateText(undefined)).toBe('-');
    expect(rateText(Number.NaN)).toBe('-');
  });
});

describe('inningsTitle', () => {
  it('says Innings where the upstream writes Inning', () => {
    expect(inningsTitle('India Inning')).toBe('India Innings');
    expect(inningsTitle('India 2nd Inning')).toBe('India 2nd Innings');
  });

  it('leaves a name already right, or about something else, as it is', () => {
    expect(inningsTitle('India Innings')).toBe('India Innings');
    expect(inningsTitle('Inningsville XI')).toBe('Inningsville XI');
  });
});
