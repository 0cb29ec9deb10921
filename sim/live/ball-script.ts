// The whole match, decided once: toss, XIs, every innings ball by ball, result and man of the
// match. The world is immutable, so a script is memoised per match; only the view depends on time.
import { rngFor } from '../rng';
import type { SimFixture, SimPlayer, SimTeam, World } from '../world/types';
import { oversText, plural, scoreText } from './cricket-text';
import { formatRules } from './format-rules';
import { simulateInnings } from './innings-sim';
import { decideResult, pickManOfTheMatch } from './match-result';
import type { Delivery, InningsScript, MatchResult, MatchScript, OverEnd, ScriptedKeyEvent } from './script-types';

/** A T20 script is ~100 KB and a Test's ~1 MB: keep the most recently used ones. */
const MAX_CACHED_SCRIPTS = 120;
const cache = new WeakMap<World, Map<number, MatchScript>>();
/** A match's last slot outlives its script in the cache, so statuses never rebuild a script. */
const endSlots = new WeakMap<World, Map<number, number>>();

/** The slot of the match's last delivery; built once per match and world, kept for good. */
export function scriptEndSlot(world: World, fixture: SimFixture): number {
  const known = endSlots.get(world)?.get(fixture.match_id);
  return known ?? ballScript(world, fixture).endSlot;
}

export function ballScript(world: World, fixture: SimFixture): MatchScript {
  let scripts = cache.get(world);
  if (!scripts) cache.set(world, (scripts = new Map()));
  const hit = scripts.get(fixture.match_id);
  if (hit) {
    scripts.delete(fixture.match_id);
    scripts.set(fixture.match_id, hit);
    return hit;
  }
  const script = buildScript(world, fixture);
  scripts.set(fixture.match_id, script);
  let ends = endSlots.get(world);
  if (!ends) endSlots.set(world, (ends = new Map()));
  ends.set(fixture.match_id, script.endSlot);
  if (scripts.size > MAX_CACHED_SCRIPTS) {
    const oldest = scripts.keys().next().value;
    if (oldest !== undefined) scripts.delete(oldest);
  }
  return script;
}

/** The first eleven of the squad, which the world keeps in batting order. */
export function playingXi(team: SimTeam): SimPlayer[] {
  return team.players.slice(0, 11);
}

function buildScript(world: World, fixture: SimFixture): MatchScript {
  const rules = formatRules(fixture.format);
  const rng = rngFor(world.config.seed, 'match', fixture.match_id);
  const teamA = world.team(fixture.teama_id);
  const teamB = world.team(fixture.teamb_id);
  if (!teamA || !teamB) throw new Error(`fixture ${fixture.match_id} names an unknown team`);
  const teams = new Map([[teamA.team_id, teamA], [teamB.team_id, teamB]]);
  const xi = new Map([[teamA.team_id, playingXi(teamA)], [teamB.team_id, playingXi(teamB)]]);

  const tossWinner = rng.chance(0.5) ? teamA : teamB;
  const batChance = rules.kind === 'TEST' ? 0.75 : rules.kind === 'ODI' ? 0.55 : 0.35;
  const decision: 'bat' | 'bowl' = rng.chance(batChance) ? 'bat' : 'bowl';
  const first = decision === 'bat' ? tossWinner : tossWinner === teamA ? teamB : teamA;
  const second = first === teamA ? teamB : teamA;

  const deliveries: Delivery[] = [];
  const overEnds: OverEnd[] = [];
  const events: ScriptedKeyEvent[] = [];
  const innings: InningsScript[] = [];
  const tossText = `${tossWinner.name} won the toss and elected to ${decision === 'bat' ? 'bat' : 'field'}`;
  events.push({ slot: -1, kind: 'toss', inning: 0, over: '0', score: '', title: `Toss: ${tossWinner.name}`, text: `${tossText}.` });

  let slot = 0;
  const capBalls = rules.matchOverCap === null ? null : rules.matchOverCap * 6;
  const used = () => innings.reduce((n, i) => n + i.legalBalls, 0);
  const play = (
    number: number, bat: SimTeam, bowl: SimTeam, target: number | null,
    declare: ((runs: number, wickets: number, legalBalls: number) => boolean) | null,
  ): InningsScript => {
    const inn = simulateInnings({
      rng, rules, number, target, firstSlot: slot, deliveries, overEnds, events, declare,
      batting: { team: bat, xi: xi.get(bat.team_id) ?? [] },
      bowling: { team: bowl, xi: xi.get(bowl.team_id) ?? [] },
      maxLegalBalls: capBalls === null ? null : capBalls - used(),
    });
    innings.push(inn);
    slot = inn.lastSlot + 1 + rules.breakSlots;
    return inn;
  };

  const inn1 = play(1, first, second, null, rules.kind === 'TEST' ? declareAt(rng.int(480, 600)) : null);
  if (rules.inningsPerSide === 1) {
    play(2, second, first, inn1.runs + 1, null);
  } else if (inn1.end !== 'time') {
    const inn2 = play(2, second, first, null, (runs) => runs - inn1.runs >= 200);
    const aim = rng.int(300, 420);
    const inn3 = inn2.end === 'time' ? null : play(3, first, second, null, (runs, _wickets, balls) => {
      const lead = inn1.runs + runs - inn2.runs;
      // Leave the opposition time to chase: declare earlier when the match's overs run short.
      const ballsLeft = (capBalls ?? 0) - used() - balls;
      return lead >= aim || (lead >= 220 && ballsLeft < 6 * 110);
    });
    const lead = inn3 ? inn1.runs + inn3.runs - inn2.runs : -1;
    if (inn3 && inn3.end !== 'time' && lead >= 0) play(4, second, first, lead + 1, null);
  }
  numberEvents(deliveries, overEnds);
  const endSlot = deliveries[deliveries.length - 1]?.slot ?? 0;
  const result = decideResult(innings, teams);
  const teamOf = new Map<number, number>();
  for (const [tid, players] of xi) for (const p of players) teamOf.set(p.pid, tid);
  const manOfTheMatch = pickManOfTheMatch(deliveries, result, teamOf);

  addMatchEvents(world, { first, teams, innings, deliveries, events, result, manOfTheMatch, endSlot });

  return {
    matchId: fixture.match_id,
    rules,
    toss: { winnerId: tossWinner.team_id, decision },
    xi: new Map([...xi].map(([teamId, players]) => [teamId, players.map((p) => p.pid)])),
    innings,
    deliveries,
    overEnds,
    events,
    result,
    manOfTheMatch,
    endSlot,
  };
}

function declareAt(target: number) {
  return (runs: number) => runs >= target;
}

/** Commentary event ids: each over summary takes the id after its over's last delivery. */
function numberEvents(deliveries: Delivery[], overEnds: OverEnd[]): void {
  let id = 0;
  let k = 0;
  for (const d of deliveries) {
    d.eventId = ++id;
    for (let o = overEnds[k]; o && o.afterDelivery === d.index; o = overEnds[++k]) o.eventId = ++id;
  }
}

interface MatchEventsInput {
  first: SimTeam;
  teams: Map<number, SimTeam>;
  innings: InningsScript[];
  deliveries: Delivery[];
  events: ScriptedKeyEvent[];
  result: MatchResult;
  manOfTheMatch: number;
  endSlot: number;
}

/** The match-level moments: the start, each innings break and the result, then all in time order. */
function addMatchEvents(world: World, x: MatchEventsInput): void {
  const { teams, innings, deliveries, events } = x;
  const name = (pid: number) => world.player(pid)?.name ?? 'Unknown';
  const opener = deliveries[0];
  if (opener) {
    events.push({ slot: -1, kind: 'start', inning: 1, over: '0', score: '0/0', title: 'Match under way',
      text: `${name(opener.striker)} and ${name(opener.nonStriker)} open for ${x.first.name}; ${name(opener.bowler)} takes the new ball.` });
  }
  const last = innings[innings.length - 1];
  for (const inn of innings) {
    if (inn === last) continue;
    const lastBall = deliveries[inn.to - 1];
    const next = innings[inn.number];
    const batName = teams.get(inn.battingTeamId)?.name ?? '';
    const how = inn.end === 'declared' ? ' declared' : inn.end === 'all_out' ? ' all out' : '';
    const follow = next && next.target !== null
      ? ` ${teams.get(next.battingTeamId)?.name ?? ''} need ${plural(next.target, 'run')} to win.`
      : '';
    events.push({
      slot: lastBall?.slot ?? 0, kind: 'innings_break', inning: inn.number, over: oversText(inn.legalBalls),
      score: scoreText(inn.runs, inn.wickets), title: `Innings break: ${batName} ${scoreText(inn.runs, inn.wickets)}`,
      text: `${batName} finish on ${scoreText(inn.runs, inn.wickets)}${how} in ${oversText(inn.legalBalls)} overs.${follow}`,
    });
  }
  const mom = world.player(x.manOfTheMatch);
  events.push({
    slot: x.endSlot, kind: 'result', inning: last?.number ?? 1, over: oversText(last?.legalBalls ?? 0),
    score: scoreText(last?.runs ?? 0, last?.wickets ?? 0), title: x.result.text,
    text: `${x.result.text}.${mom ? ` Player of the match: ${mom.name}.` : ''}`,
  });
  // Innings events were pushed as played; a stable sort slots the match-level ones in among them.
  events.sort((a, b) => a.slot - b.slot);
}
