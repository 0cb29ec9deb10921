// Page meta records (GET /v1/misc/meta/{slug}): title, description, keywords and a social image.
import { media } from '../media/urls';
import type { SimConfig } from '../world/types';
import { SITE_NAME } from './policy-text';

export interface MetaRecord {
  title: string;
  description: string;
  keywords: string;
  image: string;
}

const META: Record<string, Omit<MetaRecord, 'image'>> = {
  home: {
    title: `${SITE_NAME}: Live Cricket Scores, News, Schedules and Fantasy Tips`,
    description: 'Live cricket scores, ball-by-ball commentary, the latest news, fantasy tips, rankings and points tables.',
    keywords: 'live cricket score, cricket news, fantasy cricket tips, cricket schedule',
  },
  series: {
    title: `Cricket Series and Tournaments: Schedules and Results | ${SITE_NAME}`,
    description: 'Every cricket series by month: international tours, T20 leagues, domestic and women’s tournaments.',
    keywords: 'cricket series, cricket tournaments, series schedule, points table',
  },
  'schedule-live': {
    title: `Live Cricket Matches Today | ${SITE_NAME}`,
    description: 'All the cricket matches live right now, with scores updated ball by ball.',
    keywords: 'live cricket matches, live score today, cricket live',
  },
  'schedule-upcoming': {
    title: `Upcoming Cricket Matches and Fixtures | ${SITE_NAME}`,
    description: 'Upcoming cricket fixtures for the next ten days, with start times in IST and GMT.',
    keywords: 'upcoming cricket matches, cricket fixtures, cricket schedule',
  },
  'schedule-results': {
    title: `Cricket Results: Recent Matches | ${SITE_NAME}`,
    description: 'Results and scorecards of recent cricket matches from around the world.',
    keywords: 'cricket results, recent matches, scorecard',
  },
  'cricket-news': {
    title: `Latest Cricket News | ${SITE_NAME}`,
    description: 'Breaking cricket news, team updates, injuries and match reports.',
    keywords: 'cricket news, latest cricket news, team news',
  },
  fantasy: {
    title: `Fantasy Cricket Tips and Dream11 Predictions | ${SITE_NAME}`,
    description: 'Dream11 predictions, captain picks, playing XIs and pitch reports for every major match.',
    keywords: 'fantasy cricket tips, dream11 prediction, captain vice captain',
  },
  'web-stories': {
    title: `Cricket Web Stories | ${SITE_NAME}`,
    description: 'Quick visual stories about players, teams and records.',
    keywords: 'cricket web stories, cricket stories',
  },
  ranking: {
    title: `ICC Cricket Rankings | ${SITE_NAME}`,
    description: 'Batting, bowling, all-rounder and team rankings in T20, ODI and Test cricket.',
    keywords: 'icc rankings, cricket rankings, team rankings',
  },
};

const DEFAULT_META: Omit<MetaRecord, 'image'> = {
  title: `${SITE_NAME}: Cricket Scores, News and Fantasy Tips`,
  description: 'Live scores, news, fantasy tips and everything cricket.',
  keywords: 'cricket, live score, cricket news',
};

/** Known slugs get their own record; any other slug gets the site default rather than a 404. */
export function metaFor(config: SimConfig, slug: string): MetaRecord {
  return { ...(META[slug] ?? DEFAULT_META), image: media.ad(config, 'social-card') };
}
