import { describe, expect, it } from 'vitest';
import { media } from '../../../sim/media/urls';
import { articleImageSvg } from '../../../sim/media/article-image';
import { storyGroups } from '../../../sim/content/stories';
import { teamVideos } from '../../../sim/content/team-videos';
import { mediaRoutes } from '../../../sim/routes/media';
import { contentSim } from './content-world';

/** Well-formed XML as far as an image viewer cares: one <svg> root, balanced tags, escaped text. */
function expectWellFormedSvg(text: string): void {
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(text.endsWith('</svg>')).toBe(true);
  expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
  const stack: string[] = [];
  for (const m of text.matchAll(/<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>/g)) {
    const [, close, name = '', , selfClose] = m;
    if (selfClose) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
  // Text between tags holds no stray '<'.
  expect(text.replace(/<[^>]*>/g, '')).not.toContain('<');
}

describe('media routes', () => {
  const { ctx, world, config } = contentSim();
  const app = mediaRoutes(ctx);
  const path = (url: string) => url.replace(config.publicUrl, '');
  /** The SVG a linked picture is drawn from. */
  const svgPath = (url: string) => path(url).replace(/\.webp$/, '.svg');

  it('serves every kind of image of the URL scheme as cacheable WebP, drawn from an SVG', async () => {
    const team = world.teams[0];
    const player = team?.players[0];
    const group = storyGroups(world)[0];
    const story = group?.stories[0];
    // A team's clip the simulator made up (its thumbnail is drawn for it; the others are videos').
    const madeUpClip = team && teamVideos(world, team, ctx.now()).find((video) => video.thumb_url.includes('/media/team-videos/'));
    if (!team || !player || !group || !story || !madeUpClip) throw new Error('world is empty');
    const urls = [
      media.team(config, team.team_id),
      media.player(config, player.pid),
      media.flag(config, team.country),
      media.flag(config, 'India'),
      media.article(config, 3558),
      media.article(config, 3674),
      media.author(config, 'aarav-mehta'),
      media.story(config, group.id, story.id),
      media.video(config, 1),
      madeUpClip.thumb_url,
      media.member(config, 1),
      media.ad(config, 'promo-banner'),
      media.ad(config, 'sidebar'),
    ];
    for (const url of urls) {
      // Pages link WebP, as a CDN serves photos; the SVG each is drawn from is there too.
      expect(url, url).toMatch(/\.webp$/);
      const webp = await app.request(path(url));
      expect(webp.status, url).toBe(200);
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(webp.headers.get('cache-control')).toBe('public, max-age=86400');
      const bytes = Buffer.from(await webp.arrayBuffer());
      expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')], url).toEqual(['RIFF', 'WEBP']);
      const svg = await app.request(svgPath(url));
      expect(svg.status, url).toBe(200);
      expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expectWellFormedSvg(await svg.text());
    }
  });

  it('gives every team its own logo and is the same on every call', async () => {
    const logos = new Set<string>();
    for (const t of world.teams.slice(0, 12)) logos.add(await (await app.request(svgPath(media.team(config, t.team_id)))).text());
    expect(logos.size).toBe(Math.min(12, world.teams.length));
    const first = world.teams[0]?.team_id ?? 0;
    expect(await (await app.request(`/media/teams/${first}.svg`)).text()).toBe(
      await (await mediaRoutes(contentSim().ctx).request(`/media/teams/${first}.svg`)).text(),
    );
  });

  it('writes the whole short name on every crest', async () => {
    const women = world.teams.find((t) => t.short_name === 'ENG-W');
    expect(women).toBeDefined();
    for (const t of world.teams) {
      const svg = await (await app.request(svgPath(media.team(config, t.team_id)))).text();
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(texts, t.name).toEqual([t.short_name.toUpperCase()]);
    }
  });

  it("gives every video of a team a 16:9 thumbnail of its own, never the team's crest", async () => {
    for (const team of world.teams.slice(0, 4)) {
      const videos = teamVideos(world, team, ctx.now());
      expect(videos.length).toBe(8);
      const thumbs = new Set<string>();
      for (const video of videos) {
        expect(video.thumb_url, video.title).not.toBe(media.team(config, team.team_id));
        const svg = await (await app.request(svgPath(video.thumb_url))).text();
        expect(/^<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg)?.slice(1, 3).map(Number), video.title).toEqual([640, 360]);
        thumbs.add(svg);
      }
      expect(thumbs.size).toBe(videos.length);
    }
  });

  it('draws no words into an article picture: the page prints the headline and the type beside it', () => {
    for (const id of [3500, 3558, 3674]) {
      const svg = articleImageSvg(1, id, 'India beat Australia by 6 wickets');
      expectWellFormedSvg(svg);
      expect(svg).not.toContain('<text');
    }
  });

  it('escapes text put into an SVG', () => {
    const svg = articleImageSvg(1, 3500, 'Kohli <b>&</b> "Rohit" \'ton\'');
    expectWellFormedSvg(svg);
    expect(svg).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
  });

  it('answers 404 for unknown images and paths', async () => {
    for (const p of [
      '/media/teams/999999.svg',
      '/media/teams/abc.svg',
      '/media/players/1.png',
      '/media/flags/atlantis.svg',
      '/media/articles/12.svg',
      '/media/authors/nobody.svg',
      '/media/stories/1/1.svg',
      '/media/videos/99.svg',
      '/media/team-videos/99.svg',
      '/media/members/99.svg',
      '/media/ads/nope.svg',
      '/media/ads/constructor.webp',
      '/media/articles/12.webp',
      '/media/uploads/x.png',
      '/media/other/thing.svg',
    ]) {
      expect((await app.request(p)).status, p).toBe(404);
    }
  });
});
