// Grounds the fixtures are played at, by country, with the local start hours (UTC) that make a
// match's date_start look right for where it is played.
import type { MatchFormat, SimVenue } from './types';

type VenueRow = [id: number, name: string, location: string, country: string];

const ROWS: VenueRow[] = [
  [1001, 'Wankhede Stadium', 'Mumbai', 'India'],
  [1002, 'Eden Gardens', 'Kolkata', 'India'],
  [1003, 'M. Chinnaswamy Stadium', 'Bengaluru', 'India'],
  [1004, 'MA Chidambaram Stadium', 'Chennai', 'India'],
  [1005, 'Arun Jaitley Stadium', 'Delhi', 'India'],
  [1006, 'Narendra Modi Stadium', 'Ahmedabad', 'India'],
  [1007, 'Rajiv Gandhi International Stadium', 'Hyderabad', 'India'],
  [1008, 'Sawai Mansingh Stadium', 'Jaipur', 'India'],
  [1009, 'Maharaja Yadavindra Singh Stadium', 'Mullanpur', 'India'],
  [1010, 'BRSABV Ekana Cricket Stadium', 'Lucknow', 'India'],
  [1011, 'Niranjan Shah Stadium', 'Rajkot', 'India'],
  [1012, 'VCA Stadium', 'Nagpur', 'India'],
  [1013, 'Holkar Cricket Stadium', 'Indore', 'India'],
  [1021, 'Melbourne Cricket Ground', 'Melbourne', 'Australia'],
  [1022, 'Sydney Cricket Ground', 'Sydney', 'Australia'],
  [1023, 'Adelaide Oval', 'Adelaide', 'Australia'],
  [1024, 'The Gabba', 'Brisbane', 'Australia'],
  [1025, 'Perth Stadium', 'Perth', 'Australia'],
  [1026, 'Bellerive Oval', 'Hobart', 'Australia'],
  [1027, 'Sydney Showground Stadium', 'Sydney', 'Australia'],
  [1028, 'Marvel Stadium', 'Melbourne', 'Australia'],
  [1031, "Lord's", 'London', 'England'],
  [1032, 'Kennington Oval', 'London', 'England'],
  [1033, 'Edgbaston', 'Birmingham', 'England'],
  [1034, 'Old Trafford', 'Manchester', 'England'],
  [1035, 'Headingley', 'Leeds', 'England'],
  [1036, 'Trent Bridge', 'Nottingham', 'England'],
  [1041, 'Newlands', 'Cape Town', 'South Africa'],
  [1042, 'The Wanderers Stadium', 'Johannesburg', 'South Africa'],
  [1043, 'Kingsmead', 'Durban', 'South Africa'],
  [1044, 'SuperSport Park', 'Centurion', 'South Africa'],
  [1051, 'Eden Park', 'Auckland', 'New Zealand'],
  [1052, 'Basin Reserve', 'Wellington', 'New Zealand'],
  [1053, 'Hagley Oval', 'Christchurch', 'New Zealand'],
  [1054, 'Bay Oval', 'Mount Maunganui', 'New Zealand'],
  [1061, 'Gaddafi Stadium', 'Lahore', 'Pakistan'],
  [1062, 'National Stadium', 'Karachi', 'Pakistan'],
  [1063, 'Rawalpindi Cricket Stadium', 'Rawalpindi', 'Pakistan'],
  [1071, 'R. Premadasa Stadium', 'Colombo', 'Sri Lanka'],
  [1072, 'Galle International Stadium', 'Galle', 'Sri Lanka'],
  [1073, 'Pallekele International Cricket Stadium', 'Kandy', 'Sri Lanka'],
  [1081, 'Kensington Oval', 'Bridgetown', 'West Indies'],
  [1082, "Queen's Park Oval", 'Port of Spain', 'West Indies'],
  [1083, 'Sabina Park', 'Kingston', 'West Indies'],
  [1084, 'Providence Stadium', 'Georgetown', 'West Indies'],
  [1091, 'Shere Bangla National Stadium', 'Mirpur', 'Bangladesh'],
  [1092, 'Zahur Ahmed Chowdhury Stadium', 'Chattogram', 'Bangladesh'],
  [1093, 'Sylhet International Cricket Stadium', 'Sylhet', 'Bangladesh'],
  [1101, 'Sharjah Cricket Stadium', 'Sharjah', 'United Arab Emirates'],
  [1102, 'Dubai International Cricket Stadium', 'Dubai', 'United Arab Emirates'],
  [1103, 'Zayed Cricket Stadium', 'Abu Dhabi', 'United Arab Emirates'],
];

export const VENUES: SimVenue[] = ROWS.map(([venue_id, name, location, country]) => ({
  venue_id,
  name,
  location,
  country,
}));

const BY_ID = new Map(VENUES.map((v) => [v.venue_id, v]));

export function venueById(id: number): SimVenue {
  const venue = BY_ID.get(id);
  if (!venue) throw new Error(`unknown venue ${id}`);
  return venue;
}

export function venuesIn(country: string): SimVenue[] {
  const found = VENUES.filter((v) => v.country === country);
  if (found.length === 0) throw new Error(`no venues in ${country}`);
  return found;
}

// Start hours in UTC (with minutes as a fraction) per host country: [day/night limited overs,
// day limited overs, multi-day]. Chosen so the local start is the usual one for that country.
const START_HOURS: Record<string, [number, number, number]> = {
  India: [14, 8, 4],
  Australia: [8.25, 3.5, 0],
  England: [17.5, 10, 10],
  'South Africa': [16, 11, 8],
  'New Zealand': [6, 1, 0],
  Pakistan: [14, 9, 5],
  'Sri Lanka': [14, 9, 4.5],
  'West Indies': [20, 14, 14],
  Bangladesh: [12, 8, 4],
  'United Arab Emirates': [14, 10, 6],
};

/** UTC hour a match of `format` usually starts at in `country`; `early` picks the afternoon slot. */
export function startHourUtc(country: string, format: MatchFormat, early = false): number {
  const [night, day, long] = START_HOURS[country] ?? [14, 8, 4];
  if (format === 'TEST' || format === 'First Class') return long;
  if (format === 'ODI' || format === 'Women ODI') return day;
  return early ? Math.max(0, night - 4) : night;
}
