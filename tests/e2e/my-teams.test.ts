// My Teams (issue 28): a fan follows teams with their star, orders and removes them on /my-teams, and
// on any open page is alerted of the moments of their teams' matches they chose: once per moment in
// the whole browser (not in a second tab), and never of other teams'. (A resume's replayed frames are
// told once by the page's store: tests/unit/web/live-key-events.test.ts.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAVOURITES_COOKIE } from '../../shared/favourite-marks';
import { parseServerFrame, type KeyEvent } from '../../shared/live-protocol';
import { untilAppOwnsPage } from '../support/hydration';
import { pageSuite } from '../support/page-suite';
import { devToken } from './auth-session';
import { nextKeyEvent, seekMatch, simRequests } from '../support/sim-control';
import type { WireMatch } from '../support/wire-match';

const suite = pageSuite({ ballMs: 2000 });
const POLL = { timeout: 20_000 };
const TOAST = '[data-sonner-toast]';

/** A followed team as the device keeps it (web/src/lib/favourite-teams.ts). */
function followed(teamId: number, name: string) {
  return { team_id: teamId, name, short_name: name.slice(0, 3).toUpperCase(), slug: `${name.toLowerCase()}-${teamId}`, alerts: ['wicket', 'result'], muted: false };
}

/** What a page receives of the carousel over its socket: its patch frames, and their key events. */
function carouselFrames(page: Page): { patches: number; events: KeyEvent[] } {
  const heard = { patches: 0, events: [] as KeyEvent[] };
  page.on('websocket', (ws) => {
    if (!new URL(ws.url()).pathname.endsWith('/live/carousel')) return;
    ws.on('framereceived', ({ payload }) => {
      const frame = parseServerFrame(String(payload));
      if (frame?.type !== 'patch') return;
      heard.patches += 1;
      heard.events.push(...(frame.events ?? []));
    });
  });
  return heard;
}

/** Moves the simulator past the match's next wicket; answers its blog's title. */
const nextWicket = (matchId: number) => nextKeyEvent(suite.site.simUrl, matchId, 'wicket');

/** How often the upstream has been asked for the match: its topic's polls (no page here shows it). */
const matchPolls = async (matchId: number) => (await simRequests(suite.site.simUrl))[`GET /v1/matches/${matchId}`] ?? 0;

/**
 * Waits for the match's topic to poll after `since` (a count of matchPolls): a topic's first state
 * tells of nothing, so a wicket the simulator jumps to before the carousel has had the topic follow
 * it (a match just seeked to, its topic idle) would be in that first state, and never told.
 */
async function untilMatchPolledSince(matchId: number, since: number): Promise<void> {
  await expect.poll(() => matchPolls(matchId), POLL).toBeGreaterThan(since);
}

describe('My Teams', () => {
  it('follows teams from the list and a team page, and orders and removes them on My Teams', async () => {
    const page = await suite.open('/teams', { viewport: { width: 390, height: 844 } });
    const stars = page.locator('.teams-grid__item .favourite-star');
    await expect.poll(() => stars.count(), POLL).toBeGreaterThan(1);
    const names = await page.locator('.teams-grid__item .teams-card__name').allTextContents();
    // The star is the app's: the edge draws it, and a tap before the app's code has run does nothing.
    await untilAppOwnsPage(page);
    await stars.nth(0).click();
    await expect.poll(() => stars.nth(0).getAttribute('aria-pressed'), POLL).toBe('true');
    // The second team from its own page.
    await page.locator('.teams-grid__item .teams-card').nth(1).click();
    const star = page.locator('.team-head').getByRole('button', { name: `Follow ${names[1]}`, exact: true });
    await star.waitFor();
    await untilAppOwnsPage(page);
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed'), POLL).toBe('true');

    await page.goto(`${suite.site.url}/my-teams`);
    const listed = page.locator('.my-teams__name');
    await expect.poll(() => listed.allTextContents(), POLL).toEqual([names[0], names[1]]);
    await page.getByRole('button', { name: `Move ${names[1]} up` }).click();
    await expect.poll(() => listed.allTextContents(), POLL).toEqual([names[1], names[0]]);
    // What a team alerts of is the fan's choice: wickets and results unless they say otherwise.
    const first = page.locator('.my-teams__team').first();
    expect(await first.getByRole('checkbox', { name: 'Wickets' }).isChecked()).toBe(true);
    expect(await first.getByRole('checkbox', { name: 'Sixes' }).isChecked()).toBe(false);
    await page.getByRole('button', { name: `Remove ${names[1]}` }).click();
    await expect.poll(() => listed.allTextContents(), POLL).toEqual([names[0]]);
    // Kept on the device: a new page load has them. Their ids, and nothing else of them, go to the edge
    // in a cookie that follows the list (shared/favourite-marks.ts).
    await page.reload();
    await expect.poll(() => listed.allTextContents(), POLL).toEqual([names[0]]);
    const ids = () => page.evaluate(() => (JSON.parse(localStorage.getItem('favouriteTeams') ?? '[]') as { team_id: number }[]).map((t) => t.team_id).join('.'));
    const cookie = async () => (await page.context().cookies()).find((c) => c.name === FAVOURITES_COOKIE)?.value;
    expect(await cookie()).toBe(await ids());
    await page.getByRole('button', { name: `Remove ${names[0]}` }).click();
    await expect.poll(() => listed.count(), POLL).toBe(0);
    expect(await cookie()).toBeUndefined();
    await page.context().close();
  });

  it("keeps a signed-in fan's teams with their profile: merged with the device's, then every change", async () => {
    const token = await devToken(suite.site, 'teams-fan@example.com');
    const profile = async () => {
      const response = await fetch(`${suite.site.url}/api/v1/user/profile`, { headers: { authorization: `Bearer ${token}` } });
      return ((await response.json()) as { data: { favouriteTeams?: { team_id: number }[] } }).data.favouriteTeams?.map((t) => t.team_id) ?? [];
    };
    // Starred on another device: kept with the profile.
    const saved = await fetch(`${suite.site.url}/api/v1/user/favouriteTeams`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ teams: [followed(7, 'Profiled')] }),
    });
    expect(saved.status).toBe(200);
    // This device has its own, and the fan signed in.
    const page = await suite.open('/my-teams', {
      localStorage: { favouriteTeams: JSON.stringify([followed(3, 'Devised')]), token, loginMode: 'google', cookieConsent: 'true' },
    });
    const listed = page.locator('.my-teams__name');
    await expect.poll(() => listed.allTextContents(), POLL).toEqual(['Devised', 'Profiled']);
    await expect.poll(profile, POLL).toEqual([3, 7]);
    // A change on the device reaches the profile.
    await page.getByRole('button', { name: 'Remove Devised' }).click();
    await expect.poll(profile, POLL).toEqual([7]);
    await page.context().close();
  });

  it("alerts once in the whole browser of a followed team's wicket, with the way to the match, and not of other teams'", async () => {
    const match = await seekMatch<WireMatch>(suite.site.simUrl, 'stays-in-play', { awaiting: 'wicket' });
    const team = match.teama!.team_id;
    const context = await suite.visitor({
      viewport: { width: 390, height: 844 },
      localStorage: { favouriteTeams: JSON.stringify([followed(team, 'Followed')]) },
    });
    // Two tabs of the site on pages without the carousel: the alerts follow it for the fan's teams.
    const tabs = await Promise.all([context.newPage(), context.newPage()]);
    const heard = tabs.map(carouselFrames);
    const polled = await matchPolls(match.match_id);
    await Promise.all(tabs.map((tab, i) => tab.goto(`${suite.site.url}${i === 0 ? '/about-us' : '/teams'}`)));
    // Each tab has had a change of the carousel, and the match's topic a state: the alerts listen
    // from before the wicket.
    await expect.poll(() => heard.every((h) => h.patches > 0), POLL).toBe(true);
    await untilMatchPolledSince(match.match_id, polled);
    const title = await nextWicket(match.match_id);

    // The match plays on meanwhile (a ball every 2 s): the wicket is known by its words.
    const told = title.replace('WICKET!', 'Wicket!');
    await expect.poll(() => heard.every((h) => h.events.some((e) => e.text === told)), { timeout: 30_000 }).toBe(true);
    const wicket = heard[0]!.events.find((e) => e.text === told)!;
    expect(wicket).toMatchObject({ kind: 'wicket', match_id: match.match_id });
    // One toast of it in one of the two tabs, with the way to the match centre.
    const toastsOf = () => Promise.all(tabs.map((tab) => tab.locator(TOAST, { hasText: told }).count()));
    const total = async () => (await toastsOf()).reduce((sum, n) => sum + n, 0);
    await expect.poll(total, POLL).toBe(1);
    // Each tab has had a later change of the carousel since it heard the wicket: still one toast.
    const heardAt = heard.map((h) => h.patches);
    await expect.poll(() => heard.every((h, i) => h.patches > heardAt[i]!), { timeout: 30_000 }).toBe(true);
    expect(await total()).toBe(1);

    const alerting = tabs[(await toastsOf()).indexOf(1)]!;
    // From the keyboard: play goes on, and a later alert of the match may be stacked in front of it.
    await alerting.locator(TOAST, { hasText: told }).getByRole('button', { name: 'Match centre' }).press('Enter');
    await expect.poll(() => new URL(alerting.url()).pathname, POLL).toMatch(new RegExp(`/schedule/[^/]*${match.match_id}/commentary$`));
    await context.close();
  });

  it("says nothing of a wicket in a match of teams the fan does not follow", async () => {
    const match = await seekMatch<WireMatch>(suite.site.simUrl, 'stays-in-play', { awaiting: 'wicket' });
    const other = Math.max(match.teama!.team_id, match.teamb!.team_id) + 1_000_000;
    const context = await suite.visitor({ localStorage: { favouriteTeams: JSON.stringify([followed(other, 'Elsewhere')]) } });
    const page = await context.newPage();
    const heard = carouselFrames(page);
    const polled = await matchPolls(match.match_id);
    await page.goto(`${suite.site.url}/about-us`);
    await expect.poll(() => heard.patches > 0, POLL).toBe(true);
    await untilMatchPolledSince(match.match_id, polled);
    await nextWicket(match.match_id);
    await expect.poll(() => heard.events.some((e) => e.match_id === match.match_id && e.kind === 'wicket'), { timeout: 30_000 }).toBe(true);
    // A later change of the carousel has come too: the page has had its chance to alert, and did not.
    const after = heard.patches;
    await expect.poll(() => heard.patches > after, { timeout: 30_000 }).toBe(true);
    expect(await page.locator(TOAST).count()).toBe(0);
    await page.context().close();
  });
});
