// The season's shape: which series are played each calendar year, when, by whom and how. The
// calendar (calendar.ts) turns these plans into series and fixtures for each year it covers.
import { teamIdsOf } from './team-table';
import type { MatchFormat, SimSeries } from './types';

export type SeriesStructure =
  /** Everyone plays everyone `legs` times, then `knockouts` (named) games between the top sides. */
  | { kind: 'league'; legs: 1 | 2; matchesPerTeam?: number; knockouts: string[] }
  /** Round robin inside each group, then knockouts. */
  | { kind: 'groups'; groups: number[][]; knockouts: string[] }
  /** A bilateral series of `matches` games between two sides. */
  | { kind: 'bilateral'; matches: number };

export interface SeriesPlan {
  key: string;
  title: (year: number) => string;
  abbr: (year: number) => string;
  format: MatchFormat;
  category: SimSeries['category'];
  /** Month (1-based) and day of the first match, in the plan's year. */
  start: [number, number];
  teamIds: number[];
  structure: SeriesStructure;
  /** Country whose grounds are used; 'home' plays at the first-named side's home ground. */
  host: string | 'home';
  /** Matches per match day, and days between match days. */
  perDay: number;
  dayGap: number;
  /** Rest days added after the match with this 0-based index (before knockouts, say). */
  restAfter?: Record<number, number>;
  /** Two matches on Saturdays and Sundays, as the IPL plays them. */
  weekendDoubleHeaders?: boolean;
  show_pointtable: boolean;
}

const MEN = teamIdsOf('men');
const seasonTitle = (name: string) => (y: number) => `${name} ${y}-${String((y + 1) % 100).padStart(2, '0')}`;
const yearTitle = (name: string) => (y: number) => `${name} ${y}`;

function bilateral(
  key: string,
  name: string,
  abbr: string,
  format: MatchFormat,
  start: [number, number],
  teams: [number, number],
  host: string,
  matches: number,
  dayGap: number,
  category: SimSeries['category'] = 'international',
): SeriesPlan {
  return {
    key,
    title: yearTitle(name),
    abbr: yearTitle(abbr),
    format,
    category,
    start,
    teamIds: teams,
    structure: { kind: 'bilateral', matches },
    host,
    perDay: 1,
    dayGap,
    show_pointtable: false,
  };
}

/** In this order, so that ids are stable: the IPL comes first and its 7th match is 87006. */
export const SERIES_PLANS: SeriesPlan[] = [
  {
    key: 'ipl',
    title: yearTitle('Indian Premier League'),
    abbr: yearTitle('IPL'),
    format: 'T20',
    category: 'league',
    start: [3, 26],
    teamIds: teamIdsOf('ipl'),
    structure: { kind: 'league', legs: 2, matchesPerTeam: 14, knockouts: ['Qualifier 1', 'Eliminator', 'Qualifier 2', 'Final'] },
    host: 'home',
    perDay: 1,
    dayGap: 1,
    restAfter: { 69: 2 },
    weekendDoubleHeaders: true,
    show_pointtable: true,
  },
  {
    key: 't20-world-cup',
    title: yearTitle("ICC Men's T20 World Cup"),
    abbr: yearTitle('T20 WC'),
    format: 'T20I',
    category: 'international',
    start: [2, 7],
    teamIds: MEN,
    structure: { kind: 'groups', groups: [[1, 3, 7, 9, 10], [2, 4, 5, 6, 8]], knockouts: ['1st Semi-Final', '2nd Semi-Final', 'Final'] },
    host: 'India',
    perDay: 1,
    dayGap: 1,
    restAfter: { 19: 2, 21: 2 },
    show_pointtable: true,
  },
  {
    key: 'women-t20-world-cup',
    title: yearTitle("ICC Women's T20 World Cup"),
    abbr: yearTitle('W-T20 WC'),
    format: 'Women T20',
    category: 'women',
    start: [6, 12],
    teamIds: teamIdsOf('women'),
    structure: { kind: 'groups', groups: [[11, 13, 16, 18], [12, 14, 15, 17]], knockouts: ['1st Semi-Final', '2nd Semi-Final', 'Final'] },
    host: 'England',
    perDay: 1,
    dayGap: 1,
    restAfter: { 11: 2, 13: 2 },
    show_pointtable: true,
  },
  {
    key: 'asia-cup',
    title: yearTitle('Asia Cup'),
    abbr: yearTitle('Asia Cup'),
    format: 'T20I',
    category: 'international',
    start: [9, 9],
    teamIds: [1, 6, 7, 9, 10],
    structure: { kind: 'league', legs: 1, knockouts: ['Final'] },
    host: 'United Arab Emirates',
    perDay: 1,
    dayGap: 1,
    restAfter: { 9: 2 },
    show_pointtable: true,
  },
  {
    key: 'big-bash',
    title: seasonTitle('Big Bash League'),
    abbr: seasonTitle('BBL'),
    format: 'T20',
    category: 'league',
    start: [12, 14],
    teamIds: teamIdsOf('bbl'),
    structure: { kind: 'league', legs: 1, knockouts: ['Qualifier', 'Knockout', 'Challenger', 'Final'] },
    host: 'home',
    perDay: 1,
    dayGap: 1,
    show_pointtable: true,
  },
  {
    key: 'ranji',
    title: seasonTitle('Ranji Trophy'),
    abbr: seasonTitle('Ranji'),
    format: 'First Class',
    category: 'domestic',
    start: [10, 15],
    teamIds: teamIdsOf('ranji'),
    structure: { kind: 'groups', groups: [[141, 143, 145, 147], [142, 144, 146, 148]], knockouts: ['1st Semi-Final', '2nd Semi-Final', 'Final'] },
    host: 'home',
    perDay: 4,
    dayGap: 7,
    show_pointtable: true,
  },
  {
    key: 'abu-dhabi-t10',
    title: yearTitle('Abu Dhabi T10'),
    abbr: yearTitle('T10'),
    format: 'T10',
    category: 'league',
    start: [11, 18],
    teamIds: teamIdsOf('t10'),
    structure: { kind: 'league', legs: 2, knockouts: ['Qualifier 1', 'Eliminator', 'Qualifier 2', 'Final'] },
    host: 'United Arab Emirates',
    perDay: 3,
    dayGap: 1,
    show_pointtable: true,
  },
  bilateral('nz-in-india-odi', 'New Zealand tour of India, ODI Series', 'IND vs NZ ODI', 'ODI', [1, 8], [1, 5], 'India', 3, 3),
  bilateral('nz-in-india-t20i', 'New Zealand tour of India, T20I Series', 'IND vs NZ T20I', 'T20I', [1, 21], [1, 5], 'India', 5, 2),
  bilateral('eng-in-sl-odi', 'England tour of Sri Lanka, ODI Series', 'SL vs ENG ODI', 'ODI', [1, 22], [7, 3], 'Sri Lanka', 3, 3),
  bilateral('pak-in-sa-t20i', 'Pakistan tour of South Africa, T20I Series', 'SA vs PAK T20I', 'T20I', [3, 10], [4, 6], 'South Africa', 3, 2),
  bilateral('engw-in-nz', 'England Women tour of New Zealand', 'NZ-W vs ENG-W', 'Women T20', [4, 5], [15, 13], 'New Zealand', 3, 3, 'women'),
  bilateral('ind-in-eng-test', 'India tour of England, Test Series', 'ENG vs IND Test', 'TEST', [6, 20], [3, 1], 'England', 5, 9),
  bilateral('afg-vs-ban-uae', 'Afghanistan vs Bangladesh T20I Series', 'AFG vs BAN', 'T20I', [7, 8], [10, 9], 'United Arab Emirates', 3, 2),
  bilateral('pak-in-wi-t20i', 'Pakistan tour of West Indies, T20I Series', 'WI vs PAK T20I', 'T20I', [8, 1], [8, 6], 'West Indies', 3, 2),
  bilateral('aus-in-sa-odi', 'Australia tour of South Africa, ODI Series', 'SA vs AUS ODI', 'ODI', [8, 19], [4, 2], 'South Africa', 3, 3),
  bilateral('indw-in-aus-odi', 'India Women tour of Australia, ODI Series', 'AUS-W vs IND-W ODI', 'Women ODI', [10, 1], [12, 11], 'Australia', 3, 3, 'women'),
  bilateral('sa-in-india-test', 'South Africa tour of India, Test Series', 'IND vs SA Test', 'TEST', [10, 10], [1, 4], 'India', 2, 10),
  bilateral('wi-in-ban-odi', 'West Indies tour of Bangladesh, ODI Series', 'BAN vs WI ODI', 'ODI', [10, 18], [9, 8], 'Bangladesh', 3, 3),
  {
    ...bilateral('the-ashes', 'The Ashes', 'Ashes', 'TEST', [11, 21], [2, 3], 'Australia', 5, 10),
    title: seasonTitle('The Ashes'),
    abbr: seasonTitle('Ashes'),
  },
  bilateral('sl-in-nz-t20i', 'Sri Lanka tour of New Zealand, T20I Series', 'NZ vs SL T20I', 'T20I', [12, 28], [5, 7], 'New Zealand', 3, 2),
];
