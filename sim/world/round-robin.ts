// Pairings for leagues and groups. The circle method gives rounds in which every side plays at most
// once, so a schedule laid out round by round never has a side playing twice on one day.

export type Pairing = [home: number, away: number];

/** Rounds of a single round robin; with an odd number of sides one rests each round. */
export function roundRobin(teamIds: readonly number[]): Pairing[][] {
  const BYE = -1;
  const sides = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, BYE];
  const n = sides.length;
  const rounds: Pairing[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = sides[i] ?? BYE;
      const b = sides[n - 1 - i] ?? BYE;
      if (a === BYE || b === BYE) continue;
      // Alternate who is at home so no side is always the visitor.
      round.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(round);
    // Keep the first side fixed and rotate the rest one place.
    const last = sides.pop();
    if (last !== undefined) sides.splice(1, 0, last);
  }
  return rounds;
}

/** Two legs: the second replays the first with home and away swapped. */
export function doubleRoundRobin(teamIds: readonly number[]): Pairing[][] {
  const first = roundRobin(teamIds);
  const second = first.map((round) => round.map(([a, b]): Pairing => [b, a]));
  return [...first, ...second];
}

/** Rounds of each group interleaved, so the groups progress side by side. */
export function groupRounds(groups: readonly (readonly number[])[]): Pairing[][] {
  const perGroup = groups.map((g) => roundRobin(g));
  const most = Math.max(...perGroup.map((r) => r.length));
  const rounds: Pairing[][] = [];
  for (let r = 0; r < most; r++) {
    rounds.push(perGroup.flatMap((g) => g[r] ?? []));
  }
  return rounds;
}
