// schema.org objects for the pages' JSON-LD, with the properties search engines require of each type
// (Google's structured-data guidelines for Article, LiveBlogPosting, Event, BreadcrumbList,
// ProfilePage, ItemList). Pure builders; the values are escaped when written (page-head.ts).
import { SITE_NAME } from '../../../shared/constants';

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** Absolute. */
  url: string;
}

export function breadcrumbList(crumbs: Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

export function organization(origin: string): object {
  return { '@context': CONTEXT, '@type': 'Organization', name: SITE_NAME, url: `${origin}/`, logo: `${origin}/favicon.svg` };
}

export function webSite(origin: string): object {
  return { '@context': CONTEXT, '@type': 'WebSite', name: SITE_NAME, url: `${origin}/` };
}

function publisher(origin: string): object {
  return { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } };
}

export interface ArticleFacts {
  url: string;
  headline: string;
  description: string;
  image: string | null;
  /** ISO 8601. */
  published: string | null;
  modified: string | null;
  author: { name: string; url: string | null } | null;
}

function articleProperties(origin: string, a: ArticleFacts) {
  return {
    '@context': CONTEXT,
    headline: a.headline,
    description: a.description,
    url: a.url,
    mainEntityOfPage: a.url,
    ...(a.image ? { image: [a.image] } : {}),
    ...(a.published ? { datePublished: a.published } : {}),
    ...(a.modified ?? a.published ? { dateModified: a.modified ?? a.published } : {}),
    author: a.author
      ? { '@type': 'Person', name: a.author.name, ...(a.author.url ? { url: a.author.url } : {}) }
      : { '@type': 'Organization', name: SITE_NAME },
    publisher: publisher(origin),
  };
}

export function newsArticle(origin: string, article: ArticleFacts): object {
  return { '@type': 'NewsArticle', ...articleProperties(origin, article) };
}

export interface LiveUpdate {
  headline: string;
  body: string;
  /** ISO 8601. */
  published: string | null;
}

/** The live blog with its latest updates, newest first; `live` while coverage goes on. */
export function liveBlogPosting(origin: string, article: ArticleFacts, updates: LiveUpdate[], live: boolean): object {
  return {
    '@type': 'LiveBlogPosting',
    ...articleProperties(origin, article),
    ...(live && article.published ? { coverageStartTime: article.published } : {}),
    liveBlogUpdate: updates.map((update) => ({
      '@type': 'BlogPosting',
      headline: update.headline,
      articleBody: update.body,
      ...(update.published ? { datePublished: update.published } : {}),
    })),
  };
}

export interface EventFacts {
  url: string;
  name: string;
  description: string;
  /** ISO 8601. */
  start: string | null;
  status: 'scheduled' | 'live' | 'completed' | 'cancelled';
  teams: { name: string; logo: string | null }[];
  venue: { name: string; locality: string | null; country: string | null } | null;
  image: string | null;
}

const EVENT_STATUS: Record<EventFacts['status'], string> = {
  scheduled: `${CONTEXT}/EventScheduled`,
  // schema.org has no "in progress": a match under way is still the scheduled event, happening.
  live: `${CONTEXT}/EventScheduled`,
  completed: `${CONTEXT}/EventScheduled`,
  cancelled: `${CONTEXT}/EventCancelled`,
};

export function sportsEvent(event: EventFacts): object {
  return {
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    name: event.name,
    description: event.description,
    url: event.url,
    sport: 'Cricket',
    ...(event.start ? { startDate: event.start } : {}),
    eventStatus: EVENT_STATUS[event.status],
    eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`,
    ...(event.image ? { image: [event.image] } : {}),
    competitor: event.teams.map((team) => ({ '@type': 'SportsTeam', name: team.name, ...(team.logo ? { logo: team.logo } : {}) })),
    ...(event.venue
      ? {
          location: {
            '@type': 'Place',
            name: event.venue.name,
            address: {
              '@type': 'PostalAddress',
              ...(event.venue.locality ? { addressLocality: event.venue.locality } : {}),
              ...(event.venue.country ? { addressCountry: event.venue.country } : {}),
            },
          },
        }
      : {}),
  };
}

export interface PersonFacts {
  url: string;
  name: string;
  description: string;
  image: string | null;
  /** Extra Person properties (birthDate, nationality, jobTitle). */
  details?: Record<string, unknown>;
}

export function profilePage(person: PersonFacts): object {
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url: person.url,
    mainEntity: {
      '@type': 'Person',
      name: person.name,
      description: person.description,
      url: person.url,
      ...(person.image ? { image: person.image } : {}),
      ...person.details,
    },
  };
}

export function itemList(name: string, urls: string[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: i + 1, url })),
  };
}
