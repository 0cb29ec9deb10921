// The heads of the pages of one thing the upstream knows: a match (SportsEvent), a series, a player
// or an author (ProfilePage), a team and a web story.
import { SITE_NAME } from '../../../shared/constants';
import { parseSlugId } from '../../../shared/format/slug-id';
import { AuthorSchema } from '../../../shared/schemas/author';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { MatchSchema, type Match } from '../../../shared/schemas/match';
import { PlayerSchema } from '../../../shared/schemas/player';
import { SeriesSchema } from '../../../shared/schemas/series';
import { StoryGroupSchema } from '../../../shared/schemas/story';
import { TeamSchema } from '../../../shared/schemas/team';
import { z } from '../../../shared/zod';
import { authorTitle, matchName, matchTitle, playerTitle, seriesTitle, teamTitle } from '../../../shared/format/page-title';
import { plainText } from './page-head';
import {
  absolute,
  canonicalOf,
  describe,
  found,
  genericPage,
  home,
  idOf,
  notFound,
  utcIso,
  type PageAnswer,
  type PageRequest,
} from './page-request';
import { breadcrumbList, profilePage, sportsEvent } from './structured-data';

const MatchEnvelope = dataEnvelope(MatchSchema);

export async function matchPage(r: PageRequest): Promise<PageAnswer> {
  const id = idOf(r.segments[3]);
  if (!id) return notFound();
  // The match centre reads the match from its live topic: this answer is for the head alone.
  const read = await r.read(`/v1/matches/${id}`, MatchEnvelope, false);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const match = read.value.data;
  const canonical = canonicalOf(r);
  const name = matchName(match);
  const description = describe(matchLine(match));
  const seriesUrl = `${r.origin}/series/${r.segments[1]}/schedule`;
  return found({
    title: matchTitle(match),
    description,
    canonical,
    image: null,
    ogType: 'website',
    structuredData: [
      sportsEvent({
        url: canonical,
        name: match.tournament_title ? `${name}, ${match.tournament_title}` : name,
        description,
        start: utcIso(match.date_start_utc),
        status:
          match.status === 'Live'
            ? 'live'
            : match.status === 'Completed'
              ? 'completed'
              : match.status === 'Cancelled'
                ? 'cancelled'
                : 'scheduled',
        teams: [match.teama, match.teamb].map((team) => ({ name: team.name, logo: absolute(r, team.logo) })),
        venue: venueOf(match),
        image: null,
      }),
      breadcrumbList([home(r), { name: match.tournament_title || 'Series', url: seriesUrl }, { name, url: canonical }]),
    ],
  });
}

/** 'PAK 145/6 (20) vs WI 17/0 (2.1). Pakistan elected to field.' */
function matchLine(match: Match): string {
  const score = (team: Match['teama']) =>
    `${team.short_name ?? team.name}${team.scores ? ` ${team.scores}${team.overs ? ` (${team.overs})` : ''}` : ''}`;
  const note = plainText(match.status_note ?? '');
  const where = match.venue ? ` at ${match.venue.name}` : '';
  return `${match.title}${match.subtitle ? `, ${match.subtitle}` : ''}${where}. ${score(match.teama)} vs ${score(match.teamb)}.${note ? ` ${note}.` : ''}`;
}

function venueOf(match: Match) {
  const venue = match.venue;
  if (!venue) return null;
  return {
    name: venue.name,
    locality: 'location' in venue ? (venue.location ?? null) : null,
    country: 'country' in venue ? (venue.country ?? null) : null,
  };
}

const SeriesEnvelope = z.looseObject({ series: SeriesSchema });

export async function seriesPage(r: PageRequest): Promise<PageAnswer> {
  const id = idOf(r.segments[1]);
  if (!id) return notFound();
  const read = await r.read(`/v1/series/${id}/pointtable`, SeriesEnvelope);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const series = read.value.series;
  const canonical = canonicalOf(r);
  const tabKey = r.segments[2] ?? '';
  const tab = Object.hasOwn(SERIES_TABS, tabKey) ? SERIES_TABS[tabKey]! : 'Schedule and Results';
  return found({
    title: seriesTitle(series.title, tab),
    description: describe(`${series.title}: ${tab.toLowerCase()}, news, videos, points table and squads.`),
    canonical,
    image: null,
    ogType: 'website',
    structuredData: [breadcrumbList([home(r), { name: 'Series', url: `${r.origin}/series` }, { name: series.title, url: canonical }])],
  });
}

const SERIES_TABS: Record<string, string> = {
  schedule: 'Schedule and Results',
  pointtable: 'Points Table',
  news: 'News',
  videos: 'Videos',
  teams: 'Teams and Squad',
};

const PlayerEnvelope = dataEnvelope(z.looseObject({ player: PlayerSchema }));

export async function playerPage(r: PageRequest): Promise<PageAnswer> {
  const id = parseSlugId(r.segments[1]!)?.id;
  if (!id) return notFound();
  const read = await r.read(`/v1/players/${id}/stats`, PlayerEnvelope);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const player = read.value.data.player;
  const canonical = canonicalOf(r);
  const info = player.info;
  const role = info?.battingRole ?? info?.batting_style ?? 'Cricketer';
  const description = describe(info?.about, `${player.name}: ${role}${player.country ? `, ${player.country.name}` : ''}.`);
  return found({
    title: playerTitle(player.name),
    description,
    canonical,
    image: absolute(r, player.logo_url),
    ogType: 'profile',
    structuredData: [
      profilePage({
        url: canonical,
        name: player.name,
        description,
        image: absolute(r, player.logo_url),
        details: {
          ...(info?.birthdate ? { birthDate: info.birthdate } : {}),
          ...(info?.birthplace ? { birthPlace: info.birthplace } : {}),
          ...(player.country ? { nationality: player.country.name } : {}),
          jobTitle: 'Cricketer',
        },
      }),
      breadcrumbList([home(r), { name: 'Players', url: `${r.origin}/teams` }, { name: player.name, url: canonical }]),
    ],
  });
}

const TeamEnvelope = dataEnvelope(TeamSchema);

export async function teamPage(r: PageRequest): Promise<PageAnswer> {
  const id = idOf(r.segments[1]);
  if (!id) return notFound();
  const read = await r.read(`/v1/teams/${id}`, TeamEnvelope);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const team = read.value.data;
  const canonical = canonicalOf(r);
  return found({
    title: teamTitle(team.name),
    description: describe(`${team.name} cricket team: fixtures, results, news, videos and players.`),
    canonical,
    image: absolute(r, team.logo),
    ogType: 'website',
    structuredData: [breadcrumbList([home(r), { name: 'Teams', url: `${r.origin}/teams` }, { name: team.name, url: canonical }])],
  });
}

const StoryEnvelope = dataEnvelope(StoryGroupSchema);

export async function storyPage(r: PageRequest): Promise<PageAnswer> {
  const id = parseSlugId(r.segments[1]!)?.id ?? idOf(r.segments[1]);
  if (!id) return notFound();
  // The story page reads the stories list (web/src/lib/stories-query.ts): this answer is for the head.
  const read = await r.read(`/v1/stories/${id}`, StoryEnvelope, false);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const story = read.value.data;
  const path = canonicalOf(r);
  const cover = story.stories[0]?.media[0];
  return found({
    // As the story viewer titles itself (web/src/features/web-stories/story-viewer.tsx).
    title: story.info?.metaTitle || story.title,
    description: describe(story.info?.metaDescription, story.stories[0]?.body),
    // SPEC section 9: web stories' canonical link has /amp appended.
    canonical: `${path}/amp`,
    image: absolute(r, cover?.thumb ?? cover?.url),
    ogType: 'article',
    structuredData: [breadcrumbList([home(r), { name: 'Web Stories', url: `${r.origin}/web-stories` }, { name: story.title, url: path }])],
  });
}

const AuthorEnvelope = dataEnvelope(AuthorSchema);

export async function authorPage(r: PageRequest): Promise<PageAnswer> {
  const username = r.segments[1]!;
  const read = await r.readPosted('/v1/authors/findByUsername', { username }, AuthorEnvelope);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const author = read.value.data;
  const canonical = canonicalOf(r);
  const role = author.info?.designation ?? null;
  const description = describe(author.info?.bio, `${author.name}${role ? `, ${role}` : ''}: articles and fantasy tips on ${SITE_NAME}.`);
  const image = absolute(r, author.info?.profile_pic);
  return found({
    title: authorTitle(author.name, role),
    description,
    canonical,
    image,
    ogType: 'profile',
    structuredData: [
      profilePage({ name: author.name, description, url: canonical, image, details: role ? { jobTitle: role } : {} }),
      breadcrumbList([home(r), { name: 'Authors', url: `${r.origin}/authors` }, { name: author.name, url: canonical }]),
    ],
  });
}
