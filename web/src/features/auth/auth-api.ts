// The User calls of SPEC.md section 7, each answer parsed against its schema.
import { z } from '../../../../shared/zod';
import { MessageEnvelopeSchema, dataEnvelope, orUpstreamError } from '../../../../shared/schemas/envelope';
import type { FavouriteTeam } from '../../../../shared/schemas/favourite-teams';
import { ProfileSchema, SocialLoginSchema, type Profile } from '../../../../shared/schemas/profile';
import { ApiError, apiGet, apiPost, apiPostForm, type ApiContext } from '../../lib/api-client';

const SocialLoginEnvelope = dataEnvelope(SocialLoginSchema);
const ProfileEnvelope = dataEnvelope(ProfileSchema);
// Success is `status: 'success'`; an upstream that answers 200 with `status: 'error'` has still failed.
const UpdateProfileEnvelope = orUpstreamError(
  z.looseObject({ status: z.literal('success'), message: z.optional(z.string()), data: z.optional(ProfileSchema) }),
);

/** The profile query's key; the token is part of it so one user's cached profile never shows for another. */
export function profileQueryKey(token: string | null) {
  return ['user', 'profile', token] as const;
}

/** Trades Google's access token for our bearer token. */
export async function socialLogin(accessToken: string): Promise<string> {
  const body = await apiPost('/v1/user/socialLogin', { accessToken, type: 'google' }, SocialLoginEnvelope);
  return body.data.token;
}

export async function fetchProfile(context?: ApiContext): Promise<Profile> {
  return (await apiGet('/v1/user/profile', ProfileEnvelope, context)).data;
}

/** Multipart POST; answers the saved profile when the server sends it back. */
export async function updateProfile(form: FormData): Promise<Profile | undefined> {
  const body = await apiPostForm('/v1/user/updateProfile', form, UpdateProfileEnvelope);
  if (body.status === 'error') throw new ApiError(200, body.message);
  return body.data;
}

/** Keeps the fan's teams with their profile (docs/upstream-api.md); answers the saved profile. */
export async function saveFavouriteTeams(teams: readonly FavouriteTeam[]): Promise<Profile | undefined> {
  const body = await apiPost('/v1/user/favouriteTeams', { teams }, UpdateProfileEnvelope);
  if (body.status === 'error') throw new ApiError(200, body.message);
  return body.data;
}

/** Ends the token on the server; the caller clears it locally once this succeeds. */
export async function logout(): Promise<void> {
  await apiGet('/v1/user/logout', MessageEnvelopeSchema);
}
