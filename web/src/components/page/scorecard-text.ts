// How the scorecard writes what the upstream sends: rates with two decimals, and an innings named as
// fans say it ('India Innings'; the upstream, like Entity Sport's, writes 'India Inning').

/** A strike rate or economy with two decimals ('133.33', '8.00'); '-' when there is none. */
export function rateText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '-' : value.toFixed(2);
}

/** 'India Inning' → 'India Innings'; 'India 2nd Inning' → 'India 2nd Innings'; other names as they are. */
export function inningsTitle(name: string): string {
  return name.replace(/\bInning$/, 'Innings');
}
