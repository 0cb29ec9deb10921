// The newsroom: fixed people, so author pages and bylines stay put across seeds and days. Their
// article counts and views are computed from the day's catalog (see author-wire.ts).

export interface AuthorProfile {
  id: number;
  username: string;
  name: string;
  designation: string;
  bio: string;
  /** Relative share of the editorial output; editors write less, the live desk more. */
  weight: number;
  /** Which kinds of article this person writes. */
  beats: readonly ('news' | 'top_story' | 'fantasy' | 'weekly_recap')[];
}

export const AUTHORS: readonly AuthorProfile[] = [
  {
    id: 101,
    username: 'aarav-mehta',
    name: 'Aarav Mehta',
    designation: 'Senior Cricket Correspondent',
    bio: 'Aarav has covered international cricket for over a decade, from dusty Ranji Trophy grounds to World Cup finals. He writes about selection, strategy and the people behind the scorecards.',
    weight: 5,
    beats: ['news', 'top_story'],
  },
  {
    id: 102,
    username: 'priya-raman',
    name: 'Priya Raman',
    designation: 'Fantasy Cricket Analyst',
    bio: "Priya turns pitch reports, match-ups and recent form into fantasy picks. A former club wicketkeeper, she has built fantasy teams for every major league since 2017.",
    weight: 6,
    beats: ['fantasy'],
  },
  {
    id: 103,
    username: 'rohan-kulkarni',
    name: 'Rohan Kulkarni',
    designation: 'Live Desk Editor',
    bio: 'Rohan runs the live desk: ball-by-ball blogs, match reports and the late-night results round-up. He has a soft spot for Test cricket and an alarming number of scorebooks.',
    weight: 6,
    beats: ['news', 'weekly_recap'],
  },
  {
    id: 104,
    username: 'sneha-iyer',
    name: 'Sneha Iyer',
    designation: "Women's Cricket Reporter",
    bio: "Sneha reports on the women's game at home and abroad, from domestic one-dayers to World Cup knockouts, with a focus on emerging players and the structures around them.",
    weight: 4,
    beats: ['news', 'top_story'],
  },
  {
    id: 105,
    username: 'vikram-singh',
    name: 'Vikram Singh',
    designation: 'Statistics Editor',
    bio: 'Vikram keeps the numbers honest. He maintains the records database, writes the weekly stats column and can tell you the strike rate of any opener against left-arm spin.',
    weight: 3,
    beats: ['top_story', 'weekly_recap'],
  },
  {
    id: 106,
    username: 'ananya-das',
    name: 'Ananya Das',
    designation: 'Fantasy Content Lead',
    bio: 'Ananya leads fantasy coverage: captain picks, differential players and the maths of small and grand leagues. She studied economics and still thinks in expected value.',
    weight: 5,
    beats: ['fantasy'],
  },
  {
    id: 107,
    username: 'karan-malhotra',
    name: 'Karan Malhotra',
    designation: 'Franchise Leagues Reporter',
    bio: 'Karan follows the franchise circuit around the world: auctions, retentions, overseas signings and the tactical trends that start in leagues and end up in international cricket.',
    weight: 4,
    beats: ['news', 'top_story'],
  },
  {
    id: 108,
    username: 'meera-nair',
    name: 'Meera Nair',
    designation: 'Features Writer',
    bio: 'Meera writes long-form features and interviews, from first-class journeymen to World Cup winners. Her pieces look for the story behind the statistic.',
    weight: 3,
    beats: ['top_story'],
  },
  {
    id: 109,
    username: 'arjun-reddy',
    name: 'Arjun Reddy',
    designation: 'Domestic Cricket Correspondent',
    bio: 'Arjun covers Indian domestic cricket: Ranji Trophy, Vijay Hazare, Syed Mushtaq Ali and the age-group circuit where the next generation is found.',
    weight: 4,
    beats: ['news'],
  },
  {
    id: 110,
    username: 'fatima-sheikh',
    name: 'Fatima Sheikh',
    designation: 'Sub-Editor',
    bio: 'Fatima edits and writes breaking news, injury updates and squad announcements, usually within minutes of them landing in the inbox.',
    weight: 5,
    beats: ['news', 'weekly_recap'],
  },
  {
    id: 111,
    username: 'dev-chatterjee',
    name: 'Dev Chatterjee',
    designation: 'Fantasy Cricket Writer',
    bio: 'Dev writes Dream11 predictions and fantasy previews, with a weakness for picking the bowler nobody else has. His spreadsheets have spreadsheets.',
    weight: 4,
    beats: ['fantasy'],
  },
  {
    id: 112,
    username: 'ishaan-verma',
    name: 'Ishaan Verma',
    designation: 'Consulting Editor',
    bio: 'Ishaan is a former first-class cricketer turned broadcaster. He writes analysis on technique, captaincy and the decisions that turn matches.',
    weight: 2,
    beats: ['top_story', 'news'],
  },
];

export function authorByUsername(username: string): AuthorProfile | undefined {
  return AUTHORS.find((a) => a.username === username);
}

export function authorById(id: number): AuthorProfile | undefined {
  return AUTHORS.find((a) => a.id === id);
}
