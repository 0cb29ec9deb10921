// Recent Form's format buttons and the rows each one shows. The upstream writes a match's format
// its own way ('T20I', 'Women ODI', 'The Hundred'); each button gathers the formats a fan files
// under it. A format no button names (First Class, List A) shows under ALL only.
import type { RecentInnings, RecentSpell } from '../../../../shared/schemas/player';

export const RECENT_FORM_FORMATS = ['ALL', 'T20', 'ODI', 'TEST', 'T10', '100-BALL'] as const;
export type RecentFormFormat = (typeof RECENT_FORM_FORMATS)[number];
type FormatButton = Exclude<RecentFormFormat, 'ALL'>;

/** Upper case with spaces, dashes and a leading 'WOMEN' dropped: 'Women T20' and 't20' are both 'T20'. */
function formatKey(format: string): string {
  return format
    .toUpperCase()
    .replace(/[\s_-]+/g, '')
    .replace(/^WOMEN(?:S)?/, '');
}

const BUTTON_OF: ReadonlyMap<string, FormatButton> = new Map([
  ['T20', 'T20'],
  ['T20I', 'T20'],
  ['ODI', 'ODI'],
  ['TEST', 'TEST'],
  ['T10', 'T10'],
  ['T100', '100-BALL'],
  ['100BALL', '100-BALL'],
  ['HUNDRED', '100-BALL'],
  ['THEHUNDRED', '100-BALL'],
]);

/** The button a match's format is shown under, besides ALL; null when only ALL shows it. */
export function recentFormFormatOf(format: string): FormatButton | null {
  return BUTTON_OF.get(formatKey(format)) ?? null;
}

/** The rows `chosen` shows, in the order they came (newest first). */
export function rowsInFormat<Row extends { format: string }>(rows: readonly Row[], chosen: RecentFormFormat): Row[] {
  return chosen === 'ALL' ? [...rows] : rows.filter((row) => recentFormFormatOf(row.format) === chosen);
}

/** '45*(30)': runs, a star when not out, and balls faced. */
export function inningsText(row: Pick<RecentInnings, 'runs' | 'balls' | 'not_out'>): string {
  return `${row.runs}${row.not_out ? '*' : ''}(${row.balls})`;
}

/** '4-32-2': overs, runs conceded, wickets. */
export function spellText(row: Pick<RecentSpell, 'overs' | 'runs' | 'wickets'>): string {
  return `${row.overs}-${row.runs}-${row.wickets}`;
}
