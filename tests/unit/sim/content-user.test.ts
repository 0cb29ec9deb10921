import { describe, expect, it } from 'vitest';
import { FAVOURITE_TEAMS_MAX } from '../../../shared/constants';
import { z } from '../../../shared/zod';
import { MessageEnvelopeSchema, UpstreamErrorSchema, dataEnvelope } from '../../../shared/schemas/envelope';
import { ProfileSchema, SocialLoginSchema } from '../../../shared/schemas/profile';
import { DEV_GOOGLE_TOKEN, DEV_USER_EMAIL, PLACEHOLDER_MOBILE } from '../../../sim/content/users';
import { mediaRoutes } from '../../../sim/routes/media';
import { userRoutes } from '../../../sim/routes/user';
import { contentSim, post } from './content-world';

const Profile = dataEnvelope(ProfileSchema);
const Updated = z.extend(MessageEnvelopeSchema, { data: ProfileSchema });

function setup() {
  const { ctx } = contentSim();
  return { app: userRoutes(ctx), ctx };
}

async function login(app: ReturnType<typeof userRoutes>, accessToken = DEV_GOOGLE_TOKEN): Promise<string> {
  const res = await app.request(...post('/v1/user/socialLogin', { accessToken, type: 'google' }));
  expect(res.status).toBe(200);
  return dataEnvelope(SocialLoginSchema).parse(await res.json()).data.token;
}

function form(fields: Record<string, string | Blob>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const valid = { name: 'Dev User', email: DEV_USER_EMAIL, birthdate: '1995-04-12', mobile: '9876543210', state: 'Karnataka' };

describe('user routes', () => {
  it('signs in with the development Google token and shows a new profile with a placeholder mobile', async () => {
    const { app } = setup();
    const token = await login(app);
    const profile = Profile.parse(await (await app.request('/v1/user/profile', { headers: auth(token) })).json()).data;
    expect(profile).toMatchObject({ email: DEV_USER_EMAIL, mobile: PLACEHOLDER_MOBILE, name: 'Dev User' });
  });

  it('signs in as the address after dev-google-token: and refuses any other token with 401', async () => {
    const { app } = setup();
    const token = await login(app, 'dev-google-token:meera.k@example.com');
    const profile = Profile.parse(await (await app.request('/v1/user/profile', { headers: auth(token) })).json()).data;
    expect(profile.email).toBe('meera.k@example.com');
    for (const accessToken of ['ya29.real-looking-token', 'dev-google-token:not-an-email']) {
      const res = await app.request(...post('/v1/user/socialLogin', { accessToken, type: 'google' }));
      expect(res.status).toBe(401);
      UpstreamErrorSchema.parse(await res.json());
    }
    expect((await app.request(...post('/v1/user/socialLogin', { accessToken: DEV_GOOGLE_TOKEN, type: 'apple' }))).status).toBe(400);
  });

  it('answers the profile with 401 JSON without a valid bearer token', async () => {
    const { app } = setup();
    const variants: Record<string, string>[] = [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }];
    for (const headers of variants) {
      const res = await app.request('/v1/user/profile', { headers });
      expect(res.status).toBe(401);
      expect(UpstreamErrorSchema.parse(await res.json()).status).toBe('error');
    }
  });

  it('updates the profile from multipart, once replacing the placeholder mobile', async () => {
    const { app } = setup();
    const token = await login(app);
    const res = await app.request('/v1/user/updateProfile', {
      method: 'POST',
      headers: auth(token),
      body: form({ ...valid, mobile: '+91 98765 43210' }),
    });
    expect(res.status).toBe(200);
    expect(Updated.parse(await res.json()).data).toMatchObject({ ...valid, mobile: '9876543210' });
    const again = await app.request('/v1/user/updateProfile', {
      method: 'POST',
      headers: auth(token),
      body: form({ ...valid, mobile: '9123456789' }),
    });
    expect(again.status).toBe(400);
    expect(UpstreamErrorSchema.parse(await again.json()).message).toMatch(/Mobile/);
  });

  it('rejects bad input with a message, including a changed email and a future birthdate', async () => {
    const { app } = setup();
    const token = await login(app);
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...valid, email: 'other@example.com' }, /Email cannot be changed/],
      [{ ...valid, birthdate: '2099-01-01' }, /future/],
      [{ ...valid, birthdate: '1995-02-30' }, /real date/],
      [{ ...valid, state: 'Goa' }, /state/],
      [{ ...valid, mobile: '12345678901' }, /10 digits/],
      [{ ...valid, name: '   ' }, /Full Name/],
    ];
    for (const [fields, message] of cases) {
      const res = await app.request('/v1/user/updateProfile', { method: 'POST', headers: auth(token), body: form(fields) });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(UpstreamErrorSchema.parse(await res.json()).message).toMatch(message);
    }
    const asJson = await app.request(...post('/v1/user/updateProfile', valid, auth(token)));
    expect(asJson.status).toBe(400);
    expect((await app.request('/v1/user/updateProfile', { method: 'POST', body: form(valid) })).status).toBe(401);
  });

  it('stores an uploaded picture and serves it from the media routes', async () => {
    const { app, ctx } = setup();
    const token = await login(app);
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], { type: 'image/png' });
    const res = await app.request('/v1/user/updateProfile', {
      method: 'POST',
      headers: auth(token),
      body: form({ ...valid, image: new File([png], 'me.png', { type: 'image/png' }) }),
    });
    const pic = Updated.parse(await res.json()).data.profilePic ?? '';
    expect(pic).toMatch(/^http:\/\/sim\.test\/media\/uploads\/user-\d+-\d+\.png$/);
    const served = await mediaRoutes(ctx).request(pic.replace('http://sim.test', ''));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())[1]).toBe(0x50);
    const text = new File(['hello'], 'a.txt', { type: 'text/plain' });
    expect(
      (await app.request('/v1/user/updateProfile', { method: 'POST', headers: auth(token), body: form({ ...valid, image: text }) })).status,
    ).toBe(400);
  });

  it('logs out: the reply says so and the token stops working', async () => {
    const { app } = setup();
    const token = await login(app);
    const res = await app.request('/v1/user/logout', { headers: auth(token) });
    expect(z.object({ status: z.literal('success'), message: z.literal('Logout successful') }).parse(await res.json())).toBeTruthy();
    expect((await app.request('/v1/user/profile', { headers: auth(token) })).status).toBe(401);
    expect((await app.request('/v1/user/logout', { headers: auth(token) })).status).toBe(401);
  });

  it("keeps the fan's teams with the profile, validated, and only for the fan signed in", async () => {
    const { app } = setup();
    const token = await login(app);
    const team = (id: number) => ({ team_id: id, name: `Team ${id}`, short_name: `T${id}`, slug: `team-${id}`, alerts: ['wicket', 'result'], muted: false });
    const saved = await app.request(...post('/v1/user/favouriteTeams', { teams: [team(25), team(4)] }, auth(token)));
    expect(saved.status).toBe(200);
    const teams = z.object({ favouriteTeams: z.array(z.object({ team_id: z.number() })) });
    expect(z.extend(MessageEnvelopeSchema, { data: teams }).parse(await saved.json()).data.favouriteTeams.map((t) => t.team_id)).toEqual([25, 4]);
    const profile = dataEnvelope(teams).parse(await (await app.request('/v1/user/profile', { headers: auth(token) })).json()).data;
    expect(profile.favouriteTeams.map((t) => t.team_id)).toEqual([25, 4]);

    const refused = async (body: unknown) => {
      const res = await app.request(...post('/v1/user/favouriteTeams', body, auth(token)));
      return [res.status, UpstreamErrorSchema.parse(await res.json()).message];
    };
    expect(await refused({ teams: Array.from({ length: FAVOURITE_TEAMS_MAX + 1 }, (_, i) => team(i + 1)) })).toEqual([400, `teams: At most ${FAVOURITE_TEAMS_MAX} teams`]);
    expect(await refused({ teams: [team(1), team(1)] })).toEqual([400, 'teams: Each team once']);
    expect((await refused({ teams: [{ ...team(1), alerts: ['duck'] }] }))[0]).toBe(400);
    expect((await refused({ teams: [{ ...team(1), team_id: -1 }] }))[0]).toBe(400);
    expect((await refused({}))[0]).toBe(400);
    // Unchanged by what was refused; and nobody's without a token.
    expect(dataEnvelope(teams).parse(await (await app.request('/v1/user/profile', { headers: auth(token) })).json()).data.favouriteTeams).toHaveLength(2);
    expect((await app.request(...post('/v1/user/favouriteTeams', { teams: [] }))).status).toBe(401);
  });
});
