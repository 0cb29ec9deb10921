// Article bodies as rich HTML: headings with anchor ids (the table of contents links to them),
// paragraphs, lists, a stats table, a pull quote and, in many, the {{GOOGLE_AD_1}} ad placeholder.
import { slugify } from '../media/urls';
import type { Rng } from '../rng';
import type { StoryKind } from './article-titles';
import type { Subject } from './subjects';
import { escapeHtml, fill } from './text';

export interface BodyHeading {
  id: string;
  text: string;
}

export interface ArticleBody {
  html: string;
  headings: BodyHeading[];
}

export const AD_PLACEHOLDER = '{{GOOGLE_AD_1}}';

const OPENERS: Record<StoryKind, readonly string[]> = {
  result: [
    '{teamA} produced a complete performance at {venue}, and {player} was at the centre of it.',
    'It was the kind of evening {teamA} supporters will talk about for a while: {teamB} were in control for long spells, but the finish belonged to {teamA}.',
  ],
  injury: [
    '{teamA} have been dealt a blow ahead of the next phase of the {series}, with {player} nursing an injury picked up in training.',
    'The fitness of {player} has become the main talking point in the {teamA} camp this week.',
  ],
  squad: [
    '{teamA} have announced their squad for the {series}, and the selectors have mostly rewarded consistency.',
    'There were few surprises when {teamA} named their group for the {series}, though one recall caught the eye.',
  ],
  preview: [
    '{teamA} and {teamB} meet at {venue} with plenty riding on the result.',
    'All eyes turn to {city}, where {teamA} take on {teamB} in one of the fixtures of the {series}.',
  ],
  feature: [
    'Ask anyone around the {teamA} set-up about {player} and the same word keeps coming up: work.',
    'There is a moment in every player\'s career when the potential becomes performance. For {player}, it arrived this season.',
  ],
  interview: [
    'Speaking to the media after training, {player} was relaxed, candid and clearly enjoying the game.',
    'The {teamA} dressing room has a new voice of authority, and it belongs to {other}.',
  ],
  records: [
    '{player} has added another line to an already impressive record book.',
    'Numbers rarely tell the whole story, but in the case of {player} this season they come close.',
  ],
  analysis: [
    'Beneath the results, {teamA} have been quietly changing how they play.',
    'The {series} has exposed strengths and weaknesses in equal measure, and {teamA} are a fascinating case study.',
  ],
  recap: [
    'Another busy week of cricket is in the books, with the {series} providing most of the headlines.',
    'From last-ball finishes to record partnerships, the past seven days had a bit of everything.',
  ],
};

const MIDDLE: readonly string[] = [
  'The surface at {venue} offered something for everyone: true bounce early, a little grip for the spinners later and quick outfield throughout.',
  '{other} played a crucial supporting role, rotating the strike and picking the right moments to attack.',
  '{teamB} will feel they let a strong position slip, particularly in the closing overs when the pressure told.',
  'Team management has been keen to give players clear roles, and the clarity is showing in the results.',
  'The support staff have managed workloads carefully, with an eye on the busy schedule ahead.',
  'Fans in {city} turned out in numbers, and the noise around the ground lifted the home side at key moments.',
  'Analysts point to the powerplay as the phase where {teamA} have improved most, scoring faster while losing fewer wickets.',
  'Fielding has been a quiet strength, with sharp catches and direct hits turning tight passages of play.',
];

const QUOTES: readonly string[] = [
  'We talked about staying in the moment and trusting our plans. The boys did exactly that.',
  'It is never easy against a side like {teamB}, so I am proud of how we responded under pressure.',
  'I have been working on a few things in the nets, and it is nice when they come off in a match.',
  'The conditions were tricky, but we adapted quickly. That is the sign of a good team.',
  'Injuries are part of the game. The important thing is that the next person is ready.',
];

const LIST_ITEMS: readonly string[] = [
  '{player} has passed fifty in three of his last five innings',
  '{teamA} have won the toss and chosen to bowl in most of their recent games',
  'Spinners have claimed nearly half of the wickets at {venue} this season',
  '{other} has the best economy rate among frontline bowlers in the {series}',
  'Chasing sides have won the majority of matches played in {city}',
  'The average first-innings score at {venue} sits a little above 160 in T20 cricket',
  '{teamB} have struggled against left-arm pace in the powerplay',
  'Dew in the second innings has made batting easier under lights',
];

export function templateVars(s: Subject, rng: Rng): Record<string, string | number> {
  return {
    teamA: s.teamA.name,
    teamB: s.teamB.name,
    teamAShort: s.teamA.short_name,
    teamBShort: s.teamB.short_name,
    player: s.player.name,
    other: s.otherPlayer.name,
    series: s.series?.title ?? 'season',
    venue: s.venue?.name ?? 'the venue',
    city: s.venue?.location ?? 'the city',
    n: rng.int(1, 10),
  };
}

function para(rng: Rng, bank: readonly string[], vars: Record<string, string | number>): string {
  return `<p>${escapeHtml(fill(rng.pick(bank), vars))}</p>`;
}

function statsTable(rng: Rng, s: Subject): string {
  const players = [s.player, s.otherPlayer, ...s.teamA.players.slice(0, 3)].filter((p, i, all) => all.indexOf(p) === i).slice(0, 4);
  const rows = players
    .map((p) => {
      const matches = rng.int(8, 60);
      const runs = Math.round(matches * rng.int(12, 45));
      const average = (runs / Math.max(1, matches - rng.int(0, 6))).toFixed(2);
      const strikeRate = (rng.int(11500, 16500) / 100).toFixed(2);
      return `<tr><td>${escapeHtml(p.name)}</td><td>${matches}</td><td>${runs}</td><td>${average}</td><td>${strikeRate}</td></tr>`;
    })
    .join('');
  return (
    '<table><thead><tr><th>Player</th><th>Matches</th><th>Runs</th><th>Average</th><th>Strike rate</th></tr></thead>' +
    `<tbody>${rows}</tbody></table>`
  );
}

function heading(level: 2 | 3, text: string, headings: BodyHeading[]): string {
  const id = slugify(text);
  if (level === 2) headings.push({ id, text });
  return `<h${level} id="${id}">${escapeHtml(text)}</h${level}>`;
}

export function articleBody(rng: Rng, s: Subject, kind: StoryKind, withAd: boolean): ArticleBody {
  const vars = templateVars(s, rng);
  const headings: BodyHeading[] = [];
  const parts: string[] = [];
  // Middle paragraphs are drawn without repeats, so no article says the same thing twice.
  const middle = rng.shuffle(MIDDLE);
  const nextMiddle = () => `<p>${escapeHtml(fill(middle.pop() ?? '', vars))}</p>`;
  parts.push(para(rng, OPENERS[kind], vars), nextMiddle());
  if (withAd) parts.push(AD_PLACEHOLDER);

  parts.push(heading(2, kind === 'recap' ? 'The week in results' : 'What happened', headings));
  parts.push(nextMiddle(), nextMiddle());
  parts.push(heading(3, 'Key points', headings));
  const items = rng.shuffle(LIST_ITEMS).slice(0, rng.int(3, 5));
  parts.push(`<ul>${items.map((i) => `<li>${escapeHtml(fill(i, vars))}</li>`).join('')}</ul>`);

  parts.push(heading(2, 'By the numbers', headings));
  parts.push(`<p>${escapeHtml(fill('How the main names from {teamA} compare this season:', vars))}</p>`);
  parts.push(statsTable(rng, s));

  parts.push(heading(2, 'In their words', headings));
  parts.push(`<blockquote><p>${escapeHtml(fill(rng.pick(QUOTES), vars))}</p><cite>${escapeHtml(s.player.name)}</cite></blockquote>`);
  parts.push(nextMiddle());

  parts.push(heading(2, "What's next", headings));
  parts.push(
    `<p>${escapeHtml(fill('{teamA} continue their {series} campaign in the coming days, while {teamB} regroup. Follow the live scores and the schedule for every update.', vars))}</p>`,
  );
  parts.push(
    `<ol><li>${escapeHtml(fill('Check the {series} points table', vars))}</li><li>${escapeHtml(fill('Read the {teamA} squad news', vars))}</li><li>Build your fantasy team before the toss</li></ol>`,
  );
  return { html: parts.join('\n'), headings };
}
