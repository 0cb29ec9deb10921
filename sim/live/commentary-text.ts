// Ball-by-ball commentary lines: "Bumrah to Smith, FOUR, full and wide, driven through cover".
// Phrases are written per outcome and bowler kind, so a yorker is never pulled and a spinner never
// bowls a bouncer; the seeded Rng picks among them.
import type { Rng } from '../rng';
import type { DismissalKind } from './script-types';

type Kind = 'pace' | 'spin';
type Pool = Record<Kind, readonly string[]>;

const DOT: Pool = {
  pace: [
    'good length outside off, left alone',
    'back of a length, defended solidly back down the pitch',
    'full on the stumps, blocked back to the bowler',
    'short and sharp, ducks under it',
    'beaten! Nips away off the seam and whistles past the edge',
    'yorker length, dug out to mid-on',
    'tight line on off stump, pushed to cover, no run',
    'hits the pad going down leg, no appeal',
    'in the channel, shoulders arms',
    'slower ball, mistimed to mid-off',
  ],
  spin: [
    'tossed up, pushed back to the bowler',
    'flighted on off, defended with soft hands',
    'quicker one, skids on, blocked',
    'turns sharply past the outside edge',
    'darted in flat, played to short leg',
    'drifts in, padded away',
    'goes back and punches to cover, no run',
    'sweeps, but finds short fine leg',
  ],
};

const ONE: Pool = {
  pace: [
    'full on middle, worked to deep midwicket',
    'back of a length, dabbed down to third man',
    'tucked off the hips to fine leg',
    'pushed into the off side for a quick single',
    'short of a length, punched to long-off',
    'slower ball, chipped to long-on',
    'angled in, nudged to square leg',
  ],
  spin: [
    'tossed up, driven to long-off',
    'nudged to square leg',
    'swept to deep backward square',
    'cut to deep point',
    'worked against the turn to midwicket',
    'down the track and pushed to long-on',
  ],
};

const TWO: Pool = {
  pace: [
    'driven into the gap at deep cover, they come back for two',
    'flicked wide of long leg, good running',
    'pulled to deep square, two taken',
    'cut hard, the sweeper cuts it off, two',
  ],
  spin: [
    'clipped to deep midwicket, they hustle back for the second',
    'swept hard, long chase for fine leg, two',
    'driven wide of long-off, turned for two',
  ],
};

const THREE: readonly string[] = [
  'driven through cover, the outfield is slow and they run three',
  'clipped into the gap at deep midwicket, three taken with a fumble in the deep',
  'placed fine, long chase for the fielder, three',
];

const FOUR: Pool = {
  pace: [
    'full and wide, driven through cover',
    'short, pulled in front of square',
    'overpitched, driven straight past the bowler',
    'width offered, cut behind point',
    'on the pads, flicked fine',
    'edged, flies past the slips to the third-man fence',
    'slower ball read early, slapped over mid-off',
    'back of a length, punched off the back foot through cover',
  ],
  spin: [
    'tossed up, driven inside-out over extra cover',
    'short, rocks back and cuts hard',
    'swept fine, beats short fine leg',
    'reverse-swept behind point',
    'down the track and lofted over mid-on',
    'flighted, caressed through the covers',
  ],
};

const SIX: Pool = {
  pace: [
    'short, pulled over deep midwicket',
    'length ball, clears the front leg and launches it over long-on',
    'full toss, smashed over the bowler\'s head',
    'slower ball, picked and dispatched over long-off',
    'short and wide, upper-cut over third man',
    'in the slot, scooped over fine leg',
  ],
  spin: [
    'tossed up, dances down and hits it straight back over the bowler',
    'slog-swept over deep midwicket',
    'lofted inside-out over extra cover',
    'flat and short, heaved over cow corner',
    'down the track and into the stands over long-on',
  ],
};

const WIDE: Pool = {
  pace: ['sprays it down the leg side', 'too far outside off', 'bouncer, sails over the head', 'slips out, well wide of off'],
  spin: ['fired down the leg side', 'drifts too far down leg', 'slides well wide of off'],
};

const BYE = ['beats bat and keeper, they scamper through', 'misses everything, the keeper cannot gather'];
const LEGBYE = ['off the pads towards square leg', 'hits the thigh pad and they run', 'flicks the pad, rolls to fine leg'];

const BOWLED: Pool = {
  pace: ['full and fast, crashes into middle stump', 'nips back through the gate', 'yorker, stumps shattered', 'plays on, inside edge onto the stumps'],
  spin: ['turns through the gap between bat and pad', 'skids on with the arm and hits off stump', 'tries to cut one too close to the stumps'],
};
const CAUGHT = [
  'miscues the pull, skied and taken',
  'holes out in the deep',
  'drives uppishly, straight to the fielder',
  'top-edged, hangs in the air and is taken',
  'goes for the big one, does not get hold of it',
  'fends it off, lobs up to the ring',
];
const CAUGHT_BEHIND = ['thin edge, taken by the keeper', 'feathered through to the keeper', 'pokes at it away from the body, gloved behind'];
const LBW: Pool = {
  pace: ['trapped in front, plumb', 'nips back, hits the pad in line, given', 'full, swinging in, pinned on the crease'],
  spin: ['misses the sweep, umpire raises the finger', 'goes straight on, trapped on the back foot', 'plays for turn that is not there, given'],
};

function pick(rng: Rng, items: readonly string[]): string {
  return rng.pick(items);
}

/** A phrase opening a sentence ('LBW! Trapped in front'). */
function pickSentence(rng: Rng, items: readonly string[]): string {
  const phrase = rng.pick(items);
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

const RUN_LABEL = ['no run', '1 run', '2 runs', '3 runs', 'FOUR', '5 runs', 'SIX'];

export function runsLabel(runs: number): string {
  return RUN_LABEL[runs] ?? `${runs} runs`;
}

export function legalBallText(rng: Rng, head: string, kind: Kind, batRuns: number): string {
  switch (batRuns) {
    case 0: return `${head}, no run, ${pick(rng, DOT[kind])}`;
    case 1: return `${head}, 1 run, ${pick(rng, ONE[kind])}`;
    case 2: return `${head}, 2 runs, ${pick(rng, TWO[kind])}`;
    case 3: return `${head}, 3 runs, ${pick(rng, THREE)}`;
    case 4: return `${head}, FOUR, ${pick(rng, FOUR[kind])}`;
    default: return `${head}, SIX, ${pick(rng, SIX[kind])}`;
  }
}

export function wideText(rng: Rng, head: string, kind: Kind, wideRuns: number): string {
  if (wideRuns >= 5) return `${head}, 5 wides, down the leg side and past the keeper to the fence`;
  if (wideRuns === 2) return `${head}, wide and a run, ${pick(rng, WIDE[kind])}, the keeper fumbles`;
  return `${head}, wide, ${pick(rng, WIDE[kind])}`;
}

export function noballText(rng: Rng, head: string, kind: Kind, batRuns: number, freeHitNext: boolean): string {
  const shot = batRuns === 0 ? 'defended' : batRuns >= 4 ? pick(rng, (batRuns === 4 ? FOUR : SIX)[kind]) : pick(rng, ONE[kind]);
  const runs = batRuns > 0 ? ` and ${runsLabel(batRuns)}` : '';
  return `${head}, no ball${runs}, overstepped, ${shot}${freeHitNext ? '. Free hit to follow' : ''}`;
}

export function byeText(rng: Rng, head: string, runs: number, leg: boolean): string {
  const label = leg ? (runs === 1 ? '1 leg bye' : `${runs} leg byes`) : runs === 1 ? '1 bye' : `${runs} byes`;
  return `${head}, ${label}, ${pick(rng, leg ? LEGBYE : BYE)}`;
}

export function freeHitEscapeText(head: string): string {
  return `${head}, no run, beaten and it would have been out, but it is a free hit`;
}

export interface WicketTextInput {
  head: string;
  kind: Kind;
  dismissal: DismissalKind;
  fielder: string | null;
  caughtBehind: boolean;
  caughtAndBowled: boolean;
  /** 'Smith c Jadeja b Bumrah 34(27) [4s-3 6s-1]' */
  line: string;
}

export function wicketText(rng: Rng, w: WicketTextInput): string {
  let what: string;
  switch (w.dismissal) {
    case 'bowled':
      what = `Bowled! ${pickSentence(rng, BOWLED[w.kind])}`;
      break;
    case 'lbw':
      what = `LBW! ${pickSentence(rng, LBW[w.kind])}`;
      break;
    case 'stumped':
      what = `Stumped! Down the track, beaten by the turn, ${w.fielder ?? 'the keeper'} does the rest`;
      break;
    case 'run_out':
      what = `Run out! Mix-up in the middle, ${w.fielder ?? 'the fielder'} with the throw`;
      break;
    case 'caught':
      what = w.caughtAndBowled
        ? 'Caught and bowled! Chips it straight back to the bowler'
        : w.caughtBehind
          ? `Caught behind! ${pickSentence(rng, CAUGHT_BEHIND)}`
          : `Caught by ${w.fielder ?? 'the fielder'}! ${pickSentence(rng, CAUGHT)}`;
      break;
  }
  return `${w.head}, OUT! ${what}. ${w.line}`;
}
