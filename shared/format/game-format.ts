// Short labels for game formats on chips and cards (SPEC section 9).

// A Map, not an object literal, so a format named like a prototype key ('toString') passes through.
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['Women T20', 'W-T20'],
  ['Women T100', 'W-T100'],
  ['Women ODI', 'W-ODI'],
  ['First Class', 'FC'],
  ['t10', 'T10'],
  // The spec writes this one with a space, unlike 'Women T20'; kept exactly as written.
  ['woment20', 'W- T20'],
]);

/** The spec's abbreviation for a format (matched exactly); any other value is returned unchanged. */
export function gameFormatLabel(format: string): string {
  return ABBREVIATIONS.get(format) ?? format;
}
