// The User calls of SPEC.md section 7: Google sign-in (development tokens only), the profile, its
// update (multipart, with an optional picture) and logout, which ends the token; and the fan's teams,
// kept with the profile (not in the spec: docs/upstream-api.md).
import { Hono, type Context } from 'hono';
import { z } from '../../shared/zod';
import { PROFILE_STATES } from '../../shared/constants';
import { FavouriteTeamsSchema } from '../../shared/schemas/favourite-teams';
import { ApiError, jsonBody, onApiError, parseInput } from '../content/api-reply';
import {
  PLACEHOLDER_MOBILE,
  bearerToken,
  emailFromGoogleToken,
  profileOf,
  signIn,
  signOut,
  userForToken,
  userStateFor,
} from '../content/users';
import type { SimContext } from '../world/types';

/** The fan's teams, kept with the profile (docs/upstream-api.md; not in the spec). */
const FavouriteTeamsBody = z.object({ teams: FavouriteTeamsSchema });

const LoginBody = z.object({
  accessToken: z.string().check(z.trim(), z.minLength(1, 'accessToken is required'), z.maxLength(400)),
  type: z.literal('google', { error: "type must be 'google'" }),
});

/** India time: a birthdate is "in the future" by the calendar of the site's readers. */
const IST_OFFSET_MS = 330 * 60_000;
const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
/** The SPA's field name for the picture is not fixed by the spec; any of these is read. */
const PICTURE_FIELDS = ['image', 'profilePic', 'file'] as const;

function profileUpdateSchema(todayIst: string) {
  return z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'Full Name is required'), z.maxLength(80, 'Full Name is too long')),
    email: z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('Enter a valid email')),
    mobile: z.pipe(
      z.pipe(
        z.string(),
        z.transform((v) =>
          v
            .trim()
            .replace(/^\+91[\s-]*/, '')
            .replace(/[\s-]/g, ''),
        ),
      ),
      z.string().check(z.regex(/^\d{1,10}$/, 'Mobile number must be up to 10 digits')),
    ),
    birthdate: z.string().check(
      z.trim(),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be YYYY-MM-DD'),
      z.refine(
        (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        'Date of birth is not a real date',
      ),
      z.refine((d) => d <= todayIst, 'Date of birth cannot be in the future'),
    ),
    state: z.enum(PROFILE_STATES, { error: 'Select a state from the list' }),
  });
}

// Raster images only: an uploaded SVG could carry script and is served from the API's origin.
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };

export function userRoutes(ctx: SimContext) {
  const app = new Hono();
  app.onError(onApiError);
  const { world } = ctx;

  const signedIn = (c: Context) => {
    const token = bearerToken(c.req.header('authorization'));
    const user = userForToken(world, token);
    if (!token || !user) throw new ApiError(401, 'Unauthorized: sign in again');
    return { token, user };
  };

  app.post('/v1/user/socialLogin', async (c) => {
    const { accessToken } = parseInput(LoginBody, await jsonBody(c));
    const email = emailFromGoogleToken(accessToken);
    if (!email) throw new ApiError(401, 'Invalid Google token');
    return c.json({ status: 'success', data: { token: signIn(world, email) } });
  });

  app.get('/v1/user/profile', (c) => c.json({ status: 'success', data: profileOf(signedIn(c).user) }));

  app.post('/v1/user/updateProfile', async (c) => {
    const { user } = signedIn(c);
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
      throw new ApiError(400, 'Send the profile as multipart/form-data');
    }
    const form = await c.req.parseBody().catch(() => {
      throw new ApiError(400, 'The form could not be read');
    });
    const text = (key: string) => {
      const v = form[key];
      return typeof v === 'string' ? v : '';
    };
    const todayIst = new Date(ctx.now() + IST_OFFSET_MS).toISOString().slice(0, 10);
    const input = parseInput(profileUpdateSchema(todayIst), {
      name: text('name'),
      email: text('email'),
      mobile: text('mobile'),
      birthdate: text('birthdate'),
      state: text('state'),
    });
    // The address comes from Google and is the account's identity.
    if (input.email !== user.email) throw new ApiError(400, 'Email cannot be changed');
    // The phone is set once: only the placeholder a new account starts with may be replaced.
    if (user.mobile !== PLACEHOLDER_MOBILE && input.mobile !== user.mobile) throw new ApiError(400, 'Mobile number cannot be changed');

    let picture: File | undefined;
    for (const field of PICTURE_FIELDS) {
      const v = form[field];
      if (v instanceof File && v.size > 0) picture = v;
    }
    if (picture) {
      const ext = EXTENSIONS[picture.type];
      if (!ext) throw new ApiError(400, 'Profile picture must be a PNG, JPEG, WebP or GIF image');
      if (picture.size > MAX_PICTURE_BYTES) throw new ApiError(400, 'Profile picture must be at most 2 MB');
      const uploads = userStateFor(world).uploads;
      const name = `user-${user.id}-${uploads.size + 1}.${ext}`;
      uploads.set(name, { type: picture.type, bytes: new Uint8Array(await picture.arrayBuffer()) });
      user.profilePic = `${ctx.config.publicUrl}/media/uploads/${name}`;
    }
    Object.assign(user, { name: input.name, mobile: input.mobile, birthdate: input.birthdate, state: input.state });
    return c.json({ status: 'success', message: 'Profile updated successfully', data: profileOf(user) });
  });

  app.post('/v1/user/favouriteTeams', async (c) => {
    const { user } = signedIn(c);
    user.favouriteTeams = parseInput(FavouriteTeamsBody, await jsonBody(c)).teams;
    return c.json({ status: 'success', message: 'Teams saved', data: profileOf(user) });
  });

  app.get('/v1/user/logout', (c) => {
    signOut(world, signedIn(c).token);
    return c.json({ status: 'success', message: 'Logout successful' });
  });

  return app;
}
