// The sides of the simulated world. Names and short names are the real ones, so pages look familiar;
// the squads are invented (squads.ts). Ids are grouped by kind so a reader can tell a side by its id.
import type { Region } from './names';
import type { SimTeam } from './types';

export type TeamGroup = 'men' | 'women' | 'ipl' | 'bbl' | 'ranji' | 't10';

export interface TeamDef {
  team_id: number;
  name: string;
  short_name: string;
  kind: SimTeam['kind'];
  group: TeamGroup;
  country: string;
  region: Region;
  colors: [string, string];
  /** Venue ids of home grounds; the first is the main one. */
  home: number[];
  /** Regions overseas players come from (franchise sides only). */
  overseas: Region[];
  /** 0..1: how strong the side is; shifts every player's skills a little. */
  strength: number;
}

type Row = [id: number, name: string, short: string, region: Region, colors: [string, string], home: number[], strength: number];

const MEN: Row[] = [
  [1, 'India', 'IND', 'india', ['#1c4fa1', '#ff9933'], [1001, 1006, 1003, 1004], 0.9],
  [2, 'Australia', 'AUS', 'australia', ['#ffcd00', '#00843d'], [1021, 1022, 1023, 1024, 1025], 0.88],
  [3, 'England', 'ENG', 'england', ['#012169', '#c8102e'], [1031, 1032, 1033, 1034, 1035], 0.82],
  [4, 'South Africa', 'SA', 'south-africa', ['#007749', '#ffb81c'], [1041, 1042, 1043, 1044], 0.8],
  [5, 'New Zealand', 'NZ', 'new-zealand', ['#000000', '#ffffff'], [1051, 1052, 1053, 1054], 0.79],
  [6, 'Pakistan', 'PAK', 'pakistan', ['#01411c', '#ffffff'], [1061, 1062, 1063], 0.74],
  [7, 'Sri Lanka', 'SL', 'sri-lanka', ['#0033a0', '#ffb700'], [1071, 1072, 1073], 0.68],
  [8, 'West Indies', 'WI', 'west-indies', ['#7b0041', '#f2b10e'], [1081, 1082, 1083, 1084], 0.66],
  [9, 'Bangladesh', 'BAN', 'bangladesh', ['#006a4e', '#f42a41'], [1091, 1092, 1093], 0.62],
  [10, 'Afghanistan', 'AFG', 'afghanistan', ['#0066b3', '#d32011'], [1101, 1102, 1103], 0.66],
];

const WOMEN: Row[] = [
  [11, 'India Women', 'IND-W', 'india', ['#1c4fa1', '#ff9933'], [1001, 1003, 1013], 0.84],
  [12, 'Australia Women', 'AUS-W', 'australia', ['#ffcd00', '#00843d'], [1022, 1023, 1026], 0.92],
  [13, 'England Women', 'ENG-W', 'england', ['#012169', '#c8102e'], [1031, 1033, 1036], 0.84],
  [14, 'South Africa Women', 'SA-W', 'south-africa', ['#007749', '#ffb81c'], [1041, 1044], 0.78],
  [15, 'New Zealand Women', 'NZ-W', 'new-zealand', ['#000000', '#ffffff'], [1051, 1054], 0.76],
  [16, 'Sri Lanka Women', 'SL-W', 'sri-lanka', ['#0033a0', '#ffb700'], [1071, 1073], 0.66],
  [17, 'West Indies Women', 'WI-W', 'west-indies', ['#7b0041', '#f2b10e'], [1081, 1082], 0.68],
  [18, 'Pakistan Women', 'PAK-W', 'pakistan', ['#01411c', '#ffffff'], [1061, 1062], 0.62],
];

const IPL: Row[] = [
  [101, 'Mumbai Indians', 'MI', 'india', ['#004ba0', '#d1ab3e'], [1001], 0.84],
  [102, 'Chennai Super Kings', 'CSK', 'india', ['#f9cd05', '#0081e9'], [1004], 0.83],
  [103, 'Royal Challengers Bengaluru', 'RCB', 'india', ['#ec1c24', '#2b2a29'], [1003], 0.82],
  [104, 'Kolkata Knight Riders', 'KKR', 'india', ['#3a225d', '#b3a123'], [1002], 0.82],
  [105, 'Delhi Capitals', 'DC', 'india', ['#17479e', '#ef1b23'], [1005], 0.79],
  [106, 'Punjab Kings', 'PBKS', 'india', ['#dd1f2d', '#a7a9ac'], [1009], 0.79],
  [107, 'Rajasthan Royals', 'RR', 'india', ['#ea1a85', '#254aa5'], [1008], 0.8],
  [108, 'Sunrisers Hyderabad', 'SRH', 'india', ['#f26522', '#000000'], [1007], 0.81],
  [109, 'Gujarat Titans', 'GT', 'india', ['#1b2133', '#c7a046'], [1006], 0.82],
  [110, 'Lucknow Super Giants', 'LSG', 'india', ['#a72056', '#ffcc00'], [1010], 0.78],
];

const BBL: Row[] = [
  [121, 'Sydney Sixers', 'SIX', 'australia', ['#e5007e', '#ffffff'], [1022], 0.8],
  [122, 'Sydney Thunder', 'THU', 'australia', ['#8dc63f', '#000000'], [1027], 0.76],
  [123, 'Melbourne Stars', 'STA', 'australia', ['#00a651', '#ffffff'], [1021], 0.77],
  [124, 'Melbourne Renegades', 'REN', 'australia', ['#e2231a', '#000000'], [1028], 0.74],
  [125, 'Perth Scorchers', 'SCO', 'australia', ['#f7941d', '#000000'], [1025], 0.82],
  [126, 'Brisbane Heat', 'HEA', 'australia', ['#00b7eb', '#ee3124'], [1024], 0.77],
  [127, 'Adelaide Strikers', 'STR', 'australia', ['#0084d6', '#ffffff'], [1023], 0.76],
  [128, 'Hobart Hurricanes', 'HUR', 'australia', ['#6a2c91', '#ffffff'], [1026], 0.79],
];

const RANJI: Row[] = [
  [141, 'Mumbai', 'MUM', 'india', ['#1d3f8f', '#f2a900'], [1001], 0.78],
  [142, 'Karnataka', 'KAR', 'india', ['#c8102e', '#ffcd00'], [1003], 0.76],
  [143, 'Delhi', 'DEL', 'india', ['#002f6c', '#e4002b'], [1005], 0.72],
  [144, 'Tamil Nadu', 'TN', 'india', ['#ffd100', '#003da5'], [1004], 0.74],
  [145, 'Saurashtra', 'SAU', 'india', ['#5b2c83', '#f4c300'], [1011], 0.73],
  [146, 'Vidarbha', 'VID', 'india', ['#ff6a13', '#1d428a'], [1012], 0.75],
  [147, 'Bengal', 'BEN', 'india', ['#006341', '#f1c400'], [1002], 0.71],
  [148, 'Madhya Pradesh', 'MP', 'india', ['#8a1538', '#f0b323'], [1013], 0.72],
];

const T10: Row[] = [
  [161, 'Deccan Gladiators', 'DG', 'west-indies', ['#5f259f', '#ffc72c'], [1103], 0.78],
  [162, 'Bangla Tigers', 'BT', 'bangladesh', ['#ff6900', '#000000'], [1103], 0.74],
  [163, 'Northern Warriors', 'NW', 'pakistan', ['#00843d', '#ffd700'], [1103], 0.75],
  [164, 'Delhi Bulls', 'DB', 'india', ['#0033a0', '#ff0000'], [1103], 0.74],
  [165, 'Team Abu Dhabi', 'TAD', 'england', ['#cf142b', '#ffffff'], [1103], 0.77],
  [166, 'Morrisville Samp Army', 'MSA', 'south-africa', ['#00205b', '#e35205'], [1103], 0.73],
];

function defs(rows: Row[], group: TeamGroup, overseas: Region[]): TeamDef[] {
  return rows.map(([team_id, name, short_name, region, colors, home, strength]) => ({
    team_id,
    name,
    short_name,
    kind: group === 'men' || group === 'women' ? 'international' : 'franchise',
    group,
    // Domestic and franchise sides are listed under the country they play in.
    country: group === 't10' ? 'United Arab Emirates' : group === 'ipl' || group === 'ranji' ? 'India' : regionCountry(region, group),
    region,
    colors,
    home,
    overseas,
    strength,
  }));
}

function regionCountry(region: Region, group: TeamGroup): string {
  if (group === 'bbl') return 'Australia';
  const names: Record<Region, string> = {
    india: 'India', australia: 'Australia', england: 'England', 'south-africa': 'South Africa',
    'new-zealand': 'New Zealand', pakistan: 'Pakistan', 'sri-lanka': 'Sri Lanka', 'west-indies': 'West Indies',
    bangladesh: 'Bangladesh', afghanistan: 'Afghanistan',
  };
  return names[region];
}

/** Every side, internationals first: the order of the teams list. */
export const TEAM_DEFS: TeamDef[] = [
  ...defs(MEN, 'men', []),
  ...defs(WOMEN, 'women', []),
  ...defs(IPL, 'ipl', ['australia', 'england', 'south-africa', 'new-zealand', 'west-indies', 'afghanistan', 'sri-lanka']),
  ...defs(BBL, 'bbl', ['england', 'south-africa', 'new-zealand', 'west-indies', 'pakistan', 'afghanistan']),
  ...defs(RANJI, 'ranji', []),
  ...defs(T10, 't10', ['west-indies', 'south-africa', 'afghanistan', 'pakistan', 'sri-lanka', 'bangladesh', 'england', 'new-zealand']),
];

export function teamIdsOf(group: TeamGroup): number[] {
  return TEAM_DEFS.filter((t) => t.group === group).map((t) => t.team_id);
}
