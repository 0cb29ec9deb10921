// The logged-in user's profile, the profile form's rules (SPEC section 5) and the stored login mode.
import { z } from '../zod';
import { DEFAULT_TIME_ZONE, LOGIN_MODES, PROFILE_STATES } from '../constants';
import { calendarDateIn, isCalendarDate } from '../format/calendar-date';

/** GET /v1/user/profile. A new account may have any field still empty. */
export const ProfileSchema = z.looseObject({
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  mobile: z.nullish(z.string()),
  birthdate: z.nullish(z.string()),
  state: z.nullish(z.string()),
  profilePic: z.nullish(z.string()),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileStateSchema = z.enum(PROFILE_STATES, { error: 'Select a state from the list' });
export type ProfileState = z.infer<typeof ProfileStateSchema>;

function required(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message));
}

/**
 * The mobile field shows a fixed +91 prefix and holds at most 10 digits. A value that still carries
 * the prefix is accepted and read without it, so stored '+91 98765 43210' and typed '9876543210'
 * are the same number.
 */
const MobileSchema = z.pipe(
  z.pipe(
    required('Mobile number is required'),
    z.transform((value) => value.replace(/^\+91[\s-]*/, '').replace(/[\s-]/g, '')),
  ),
  z.string().check(z.regex(/^\d{1,10}$/, 'Mobile number must be at most 10 digits')),
);

function buildProfileForm(now: () => Date, timeZone: string) {
  return z.object({
    name: required('Full Name is required'),
    // Read-only once set, but still checked: a bad stored email must not be re-sent silently.
    email: z.pipe(required('Email is required'), z.email('Enter a valid email')),
    mobile: MobileSchema,
    birthdate: required('Date of birth is required').check(
      z.refine(isCalendarDate, 'Enter the date as YYYY-MM-DD'),
      z.refine((date) => date <= calendarDateIn(now(), timeZone), 'Date of birth cannot be in the future'),
    ),
    state: ProfileStateSchema,
  });
}

/**
 * The profile form at a given moment: Save is enabled only when this parses. Tests and the page pass
 * `now` in; "today" is taken in `timeZone`.
 */
export function profileFormSchema(now: Date, timeZone: string = DEFAULT_TIME_ZONE) {
  return buildProfileForm(() => now, timeZone);
}

/** The same rules, reading the clock at each parse (not at import). */
export const ProfileFormSchema = buildProfileForm(() => new Date(), DEFAULT_TIME_ZONE);
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** The stored login mode; anything else is a corrupt store and is refused loudly (SPEC section 5). */
export const LoginModeSchema = z.enum(LOGIN_MODES, { error: 'Login mode must be one of: otp, google, apple' });
export type LoginMode = z.infer<typeof LoginModeSchema>;

/** POST /v1/user/socialLogin answers with the bearer token the browser stores. */
export const SocialLoginSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });
export type SocialLogin = z.infer<typeof SocialLoginSchema>;
