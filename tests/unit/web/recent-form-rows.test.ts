// Recent Form's format buttons: which rows each shows, and how an innings and a spell are written.
import { describe, expect, it } from 'vitest';
import {
  RECENT_FORM_FORMATS,
  inningsText,
  recentFormFormatOf,
  rowsInFormat,
  spellText,
} from '../../../web/src/features/players/recent-form-rows';

const rows = ['T20I', 'TEST', 'ODI', 'T20', 'Women ODI', 'T10', 'First Class', 'The Hundred'].map((format, i) => ({ format, id: i }));

describe('recent form formats', () => {
  it('offers the spec buttons in its order', () => {
    expect(RECENT_FORM_FORMATS).toEqual(['ALL', 'T20', 'ODI', 'TEST', 'T10', '100-BALL']);
  });

  it('files internationals and leagues of one length under one button, whatever the spelling', () => {
    expect(['T20', 'T20I', 't20i', 'Women T20', 'woment20'].map(recentFormFormatOf)).toEqual(['T20', 'T20', 'T20', 'T20', 'T20']);
    expect(['ODI', 'Women ODI'].map(recentFormFormatOf)).toEqual(['ODI', 'ODI']);
    expect(['TEST', 'Test'].map(recentFormFormatOf)).toEqual(['TEST', 'TEST']);
    expect(['T100', '100-ball', 'The Hundred', 'Women T100'].map(recentFormFormatOf)).toEqual([
      '100-BALL',
      '100-BALL',
      '100-BALL',
      '100-BALL',
    ]);
  });

  it('shows a format no button names under ALL only', () => {
    expect(recentFormFormatOf('First Class')).toBeNull();
    expect(rowsInFormat(rows, 'ALL')).toEqual(rows);
    for (const button of RECENT_FORM_FORMATS.slice(1)) {
      expect(rowsInFormat(rows, button).map((r) => r.format)).not.toContain('First Class');
    }
  });

  it("keeps only the chosen format's rows, newest first as they came", () => {
    expect(rowsInFormat(rows, 'T20').map((r) => r.id)).toEqual([0, 3]);
    expect(rowsInFormat(rows, 'ODI').map((r) => r.id)).toEqual([2, 4]);
    expect(rowsInFormat(rows, 'TEST').map((r) => r.id)).toEqual([1]);
    expect(rowsInFormat(rows, '100-BALL').map((r) => r.id)).toEqual([7]);
    expect(rowsInFormat([{ format: 'ODI' }], 'T10')).toEqual([]);
  });
});

describe('recent form figures', () => {
  it('writes an innings as runs(balls), starred when not out', () => {
    expect(inningsText({ runs: 45, balls: 30, not_out: true })).toBe('45*(30)');
    expect(inningsText({ runs: 0, balls: 1, not_out: false })).toBe('0(1)');
    expect(inningsText({ runs: 7, balls: 9 })).toBe('7(9)');
  });

  it('writes a spell as overs-runs-wickets', () => {
    expect(spellText({ overs: 3.4, runs: 27, wickets: 2 })).toBe('3.4-27-2');
    expect(spellText({ overs: 4, runs: 32, wickets: 0 })).toBe('4-32-0');
  });
});
