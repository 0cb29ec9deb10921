// Headline and standfirst templates per article type. `kind` steers the body and the category.
import type { ArticleType } from './article-model';

export type StoryKind = 'result' | 'injury' | 'squad' | 'preview' | 'feature' | 'interview' | 'records' | 'analysis' | 'recap';

export interface TitleTemplate {
  kind: StoryKind;
  title: string;
  excerpt: string;
}

const NEWS: readonly TitleTemplate[] = [
  { kind: 'result', title: '{player} stars as {teamA} beat {teamB} at {venue}', excerpt: '{player} led the way with a composed knock as {teamA} got the better of {teamB} in the {series}.' },
  { kind: 'result', title: '{teamA} edge {teamB} in last-over thriller', excerpt: 'A nervy finish at {venue} went the way of {teamA}, with {other} holding his nerve at the death.' },
  { kind: 'result', title: '{other} five-for bowls {teamB} out cheaply', excerpt: '{other} ripped through the {teamB} batting line-up to set up a comfortable chase for {teamA}.' },
  { kind: 'injury', title: '{player} ruled out of {series} with hamstring strain', excerpt: '{teamA} will be without {player} for the rest of the {series} after scans confirmed a hamstring strain.' },
  { kind: 'injury', title: 'Fitness update: {player} races to be ready for {teamB} clash', excerpt: 'The {teamA} medical staff are monitoring {player} ahead of the meeting with {teamB}.' },
  { kind: 'injury', title: '{teamA} sweat on {player} after side strain in the nets', excerpt: '{player} left training early, and {teamA} say a decision will come within 48 hours.' },
  { kind: 'squad', title: '{teamA} name unchanged squad for {series}', excerpt: 'Selectors have kept faith with the group that impressed last season, with {player} retained as a key pick.' },
  { kind: 'squad', title: '{teamA} recall {other} for next assignment', excerpt: 'After a strong run of domestic form, {other} is back in the {teamA} squad for the {series}.' },
  { kind: 'squad', title: '{teamA} hand maiden call-up to uncapped youngster', excerpt: '{teamA} have added fresh legs to the squad, while {player} continues as the senior figure.' },
  { kind: 'preview', title: '{teamA} vs {teamB}: rain threat looms at {venue}', excerpt: 'Forecasters expect showers around {city}, which could shorten the {series} fixture between {teamA} and {teamB}.' },
  { kind: 'preview', title: '{teamA} and {teamB} meet with a playoff spot on the line', excerpt: 'Both sides know a win at {venue} would go a long way in the {series} standings.' },
  { kind: 'interview', title: "{teamA} coach: 'We must be braver in the middle overs'", excerpt: 'The {teamA} coach wants more intent through the middle phase after a string of slow starts.' },
  { kind: 'interview', title: "'I just backed my game': {player} on a match-winning day", excerpt: '{player} spoke about preparation, pressure and the support of the {teamA} dressing room.' },
  { kind: 'records', title: '{player} becomes the fastest {teamAShort} batter to 2,000 runs', excerpt: '{player} reached the landmark in the {series}, breaking a record that had stood for years.' },
  { kind: 'records', title: '{player} climbs to No. {n} in the latest ICC rankings', excerpt: 'Consistent scores in the {series} have pushed {player} up the batting charts.' },
  { kind: 'result', title: '{teamB} stun {teamA} with record chase at {venue}', excerpt: '{teamB} chased down the highest total ever made at {venue}, with {other} unbeaten at the end.' },
];

const TOP_STORY: readonly TitleTemplate[] = [
  { kind: 'feature', title: 'How {teamA} rebuilt their middle order around {player}', excerpt: 'A season of experiments has given {teamA} a settled look, and {player} sits at the heart of it.' },
  { kind: 'feature', title: 'The rise of {player}: from local nets to the big stage', excerpt: 'Coaches, team-mates and family on the journey that took {player} to the {teamA} side.' },
  { kind: 'analysis', title: "Inside {teamA}'s data-driven plan for the {series}", excerpt: 'Match-ups, field maps and workload charts: how {teamA} are preparing for the {series}.' },
  { kind: 'analysis', title: "Five takeaways from {teamA}'s win over {teamB}", excerpt: 'What we learned from {venue}: a new-ball plan, a finishing role and a captain growing into the job.' },
  { kind: 'analysis', title: 'Why {venue} could decide the {series} title', excerpt: 'Short boundaries, an evening dew factor and a toss that matters: the venue numbers explained.' },
  { kind: 'feature', title: '{player} vs {other}: the duel that will shape {teamA} vs {teamB}', excerpt: 'Two of the form players of the {series} are set for a contest within the contest.' },
  { kind: 'interview', title: "'Pressure is a privilege': {other} opens up on leadership", excerpt: '{other} on captaincy, failure and why the {teamA} dressing room feels different this year.' },
  { kind: 'analysis', title: 'Spin or pace? The selection puzzle facing {teamA}', excerpt: 'Conditions in {city} could force {teamA} to rethink their attack for the {series}.' },
  { kind: 'records', title: 'By the numbers: {player} in the {series}', excerpt: 'Strike rates, dismissals and phases: a statistical look at the season of {player}.' },
];

const WEEKLY_RECAP: readonly TitleTemplate[] = [
  { kind: 'recap', title: 'Weekly Recap: {player} shines as {teamA} top the {series} table', excerpt: 'Our round-up of the week in cricket: the results, the standout performers and what comes next.' },
  { kind: 'recap', title: 'Cricket week in review: {teamA}, {teamB} and a flurry of records', excerpt: 'Seven days, plenty of drama: everything you need to know from the week that was.' },
  { kind: 'recap', title: 'Weekly Recap: the {series} so far, and the week ahead', excerpt: 'Table-toppers, strugglers and the fixtures that matter in the coming days.' },
];

export const TITLE_TEMPLATES: Record<Exclude<ArticleType, 'fantasy'>, readonly TitleTemplate[]> = {
  news: NEWS,
  top_story: TOP_STORY,
  weekly_recap: WEEKLY_RECAP,
};

/** Categories a kind pulls an article into, when it is not filed under its series' category. */
export const KIND_CATEGORY: Partial<Record<StoryKind, string>> = {
  injury: 'injury-updates',
  analysis: 'analysis',
  interview: 'interviews',
  records: 'records-and-stats',
};
