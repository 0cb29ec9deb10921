import type { MatchDetail } from '../../../../shared/schemas/scorecard';

function plain(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}

/** Milestones a batter passes between two pushes: fifty and hundred, each said once. */
function milestones(prev: MatchDetail, next: MatchDetail): string[] {
  const before = new Map(prev.info.batsmen.map((b) => [String(b.batsman_id), Number(b.runs) || 0]));
  const said: string[] = [];
  for (const batter of next.info.batsmen) {
    const was = before.get(String(batter.batsman_id));
    const now = Number(batter.runs) || 0;
    // A batter new to the crease since the last push starts from 0, so a jump past 50 still counts.
    const from = was ?? 0;
    if (from < 100 && now >= 100) said.push(`${batter.name} reaches a hundred`);
    else if (from < 50 && now >= 50) said.push(`${batter.name} reaches fifty`);
  }
  return said;
}

/**
 * What changed between two pushes that a screen-reader user should hear: wickets, over ends,
 * fifties, hundreds and the result. Runs of single balls are left out on purpose, so the polite
 * region does not talk over the reader every few seconds.
 */
export function keyMoments(prev: MatchDetail | null, next: MatchDetail): string[] {
  if (!prev || prev.match_id !== next.match_id) return [];
  const seen = new Set(prev.info.commentaries.map((c) => `${c.inning_number}-${c.event_id}`));
  const fresh = next.info.commentaries.filter((c) => !seen.has(`${c.inning_number}-${c.event_id}`)).reverse();
  const said: string[] = [];
  for (const item of fresh) {
    if (item.event === 'wicket') said.push(`Wicket! ${item.commentary}${item.score ? ` Score ${item.score}.` : ''}`);
    if (item.event === 'overend') {
      said.push(`End of over ${item.over}: ${item.run} runs${item.team && item.score ? `, ${item.team} ${item.score}` : ''}.`);
    }
  }
  said.push(...milestones(prev, next));
  if (prev.status !== 'Completed' && next.status === 'Completed') said.push(plain(next.status_note ?? 'Match over'));
  return said;
}
