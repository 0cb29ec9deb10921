// Web stories: groups of full-screen image and video items about real teams and players. Built once
// per world (they are evergreen); video items share the one generated clip.
import { media, slugify } from '../media/urls';
import { rngFor, type Rng } from '../rng';
import { ordinal } from '../live/cricket-text';
import type { SimPlayer, SimTeam, World } from '../world/types';

export const STORY_CLIP_PATH = '/media/stories/clip.webm';

export interface Story {
  id: number;
  title: string;
  body: string;
  type: 'image' | 'video';
  media: { url: string; thumb: string }[];
  ctaURL: string;
  source: string;
}

export interface StoryGroup {
  id: number;
  title: string;
  info: { slug: string; metaTitle: string; metaDescription: string; keyWords: string };
  stories: Story[];
}

interface GroupPlan {
  title: string;
  items: (n: number) => { title: string; body: string };
}

const SOURCES = ['Cricket Sim', 'ICC', 'BCCI', 'Getty Images', 'AFP'];
const FIRST_GROUP_ID = 201;

// The site's own addresses: a player page is named by slug and id, and a team's slug already ends
// with its id, so both open real pages.
function teamPath(t: SimTeam): string {
  return `/teams/${t.slug}/home`;
}

function playerPath(p: SimPlayer): string {
  return `/players-details/${p.slug}-${p.pid}`;
}

function plans(world: World, rng: Rng): { plan: GroupPlan; team: SimTeam; player: SimPlayer }[] {
  const teams = world.teams.filter((t) => t.players.length >= 11);
  if (teams.length === 0) return [];
  const first = teams[0];
  if (!first) return [];
  const at = (i: number) => teams[i % teams.length] ?? first;
  const star = (t: SimTeam): SimPlayer => rng.pick(t.players.slice(0, 6));
  const venue = world.venues.length > 0 ? rng.pick(world.venues) : null;
  const list: { plan: GroupPlan; team: SimTeam }[] = [
    { team: at(0), plan: { title: `{player}: the season in numbers`, items: (n) => ({ title: `Number ${n}`, body: `A key stat from the season of {player} for {team}.` }) } },
    { team: at(1), plan: { title: `{team} squad for {series}`, items: (n) => ({ title: `Squad focus ${n}`, body: `Meet the {team} players who will carry the side through {series}.` }) } },
    { team: at(2), plan: { title: `Top run-scorers of {series}`, items: (n) => ({ title: `No. ${n} on the list`, body: `Consistency, strike rate and big knocks: who leads the runs chart.` }) } },
    { team: at(3), plan: { title: 'Best catches of the week', items: (n) => ({ title: `Catch ${n}`, body: 'Full-length dives, relay catches on the rope and reflex grabs in the slips.' }) } },
    { team: at(4), plan: { title: `Ground guide: ${venue?.name ?? 'our venues'}`, items: (n) => ({ title: `${ordinal(n)} thing to know`, body: `Boundaries, pitch and weather at ${venue?.name ?? 'the ground'}.` }) } },
    { team: at(5), plan: { title: `Records {player} could break this year`, items: (n) => ({ title: `Record ${n}`, body: `{player} is closing in on a {team} landmark.` }) } },
    { team: at(6), plan: { title: `Road to the final: {series}`, items: (n) => ({ title: `Stage ${n}`, body: `How the contenders got here, one match at a time.` }) } },
    { team: at(7), plan: { title: `{team}: five players to watch`, items: (n) => ({ title: `Player ${n}`, body: `Form, role and why this {team} player matters now.` }) } },
    { team: at(8), plan: { title: 'Fantasy picks of the week', items: (n) => ({ title: `Pick ${n}`, body: 'Captain options, differentials and the bowlers everyone will miss.' }) } },
    { team: at(9), plan: { title: `Rising stars of {team}`, items: (n) => ({ title: `Rising star ${n}`, body: 'Young players who have forced their way into the conversation.' }) } },
    { team: at(10), plan: { title: `Captains' corner: {player}`, items: (n) => ({ title: `Lesson ${n}`, body: 'Field placings, bowling changes and the calls that won matches.' }) } },
    { team: at(11), plan: { title: 'Best sixes of the month', items: (n) => ({ title: `Six ${n}`, body: 'Distance, placement and pure timing: the biggest hits.' }) } },
  ];
  return list.map((x) => ({ ...x, player: star(x.team) }));
}

function fillNames(world: World, text: string, team: SimTeam, player: SimPlayer): string {
  // The team's own series, so a squad story never names a tour the team is not on.
  const series = world.series.find((s) => s.team_ids.includes(team.team_id));
  return text.replaceAll('{team}', team.name).replaceAll('{player}', player.name).replaceAll('{series}', series?.title ?? 'the season');
}

function buildGroups(world: World): StoryGroup[] {
  const rng = rngFor(world.config.seed, 'stories');
  return plans(world, rng).map(({ plan, team, player }, g) => {
    const id = FIRST_GROUP_ID + g;
    const title = fillNames(world, plan.title, team, player);
    const count = rng.int(4, 6);
    // Most groups carry one video item; which one varies, and a few are images only.
    const videoAt = g % 4 === 3 ? -1 : rng.int(1, count - 1);
    const stories: Story[] = Array.from({ length: count }, (_, i) => {
      const storyId = id * 100 + i + 1;
      const item = plan.items(i + 1);
      const type = i === videoAt ? 'video' : 'image';
      const still = media.story(world.config, id, storyId);
      return {
        id: storyId,
        title: fillNames(world, item.title, team, player),
        body: fillNames(world, item.body, team, player),
        type,
        media: [{ url: type === 'video' ? `${world.config.publicUrl}${STORY_CLIP_PATH}` : still, thumb: still }],
        ctaURL: i % 2 === 0 ? playerPath(player) : teamPath(team),
        source: rng.pick(SOURCES),
      };
    });
    return {
      id,
      title,
      info: {
        slug: slugify(title),
        metaTitle: `${title} | Web Stories`,
        metaDescription: `${title}: a quick visual story about ${team.name} and ${player.name}.`,
        keyWords: [team.name, player.name, 'cricket', 'web stories'].join(', '),
      },
      stories,
    };
  });
}

const cache = new WeakMap<World, StoryGroup[]>();

export function storyGroups(world: World): StoryGroup[] {
  let groups = cache.get(world);
  if (!groups) {
    groups = buildGroups(world);
    cache.set(world, groups);
  }
  return groups;
}

export function findStory(world: World, groupId: number, storyId: number): { group: StoryGroup; story: Story } | undefined {
  const group = storyGroups(world).find((g) => g.id === groupId);
  const story = group?.stories.find((s) => s.id === storyId);
  return group && story ? { group, story } : undefined;
}
