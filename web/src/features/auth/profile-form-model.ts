// The profile form's rules (SPEC.md section 5) as pure code: what the form starts with, which fields
// are locked, whether it is valid, and the multipart body Save sends. The schema itself is shared
// (profileFormSchema); this file adds the parts that depend on what the server already holds.
import { PROFILE_STATES } from '../../../../shared/constants';
import { calendarDateIn } from '../../../../shared/format/calendar-date';
import { profileFormSchema, type Profile, type ProfileForm } from '../../../../shared/schemas/profile';

export interface ProfileFormValues {
  name: string;
  email: string;
  mobile: string;
  birthdate: string;
  state: string;
}
export type ProfileField = keyof ProfileFormValues;
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

export const MOBILE_MAX_DIGITS = 10;
export const PLACEHOLDER_MOBILE_ERROR = 'Enter your own mobile number';
export const PICTURE_TYPE_ERROR = 'Choose an image file for your profile picture';

/** Strips a +91 country prefix and the spaces or dashes people type inside numbers. */
function withoutPrefix(mobile: string): string {
  return mobile.trim().replace(/^\+91[\s-]*/, '').replace(/[\s-]/g, '');
}

/**
 * A stored mobile that is not a real number yet, so the user may still set it: empty, or only zeros
 * of any length (the upstream gives new Google accounts '0000000000'), with or without +91, or
 * anything with no digits at all ('N/A'). Any other value is the user's number and stays locked.
 */
export function isPlaceholderMobile(stored: string | null | undefined): boolean {
  return /^0*$/.test(withoutPrefix(stored ?? '').replace(/\D/g, ''));
}

/** What the mobile input keeps of a keystroke or paste: digits only, at most 10, no +91. */
export function sanitizeMobileInput(raw: string): string {
  return withoutPrefix(raw).replace(/\D/g, '').slice(0, MOBILE_MAX_DIGITS);
}

/** A server birthdate may come as a full timestamp; the date input wants 'YYYY-MM-DD'. */
function dateOnly(value: string | null | undefined): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value?.trim() ?? '');
  return match ? match[0] : '';
}

/** The form's first values: a placeholder mobile shows empty, an unknown state shows unchosen. */
export function formValuesFrom(profile: Profile): ProfileFormValues {
  const state = profile.state?.trim() ?? '';
  return {
    name: profile.name?.trim() ?? '',
    email: profile.email?.trim() ?? '',
    mobile: isPlaceholderMobile(profile.mobile) ? '' : withoutPrefix(profile.mobile ?? ''),
    birthdate: dateOnly(profile.birthdate),
    state: (PROFILE_STATES as readonly string[]).includes(state) ? state : '',
  };
}

/** Which fields the server's values lock: the email once set, the mobile once it is a real number. */
export function lockedFields(profile: Profile): { email: boolean; mobile: boolean } {
  return { email: Boolean(profile.email?.trim()), mobile: !isPlaceholderMobile(profile.mobile) };
}

/** The latest birthdate allowed, for the date input's max attribute. */
export function latestBirthdate(now: Date, timeZone: string): string {
  return calendarDateIn(now, timeZone);
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

export type ProfileValidation =
  | { valid: true; data: ProfileForm; errors: ProfileFormErrors }
  | { valid: false; errors: ProfileFormErrors };

/** The form checked as Save sees it; Save is enabled only when `valid`. */
export function validateProfileForm(values: ProfileFormValues, options: { now: Date; timeZone: string }): ProfileValidation {
  const errors: ProfileFormErrors = {};
  const parsed = profileFormSchema(options.now, options.timeZone).safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProfileField;
      errors[field] ??= issue.message;
    }
  }
  // All zeros parses as digits, but it is the placeholder, not a number anyone can be reached on.
  if (values.mobile && isPlaceholderMobile(values.mobile)) errors.mobile ??= PLACEHOLDER_MOBILE_ERROR;
  if (parsed.success && Object.keys(errors).length === 0) return { valid: true, data: parsed.data, errors };
  return { valid: false, errors };
}

/** The multipart body of POST /v1/user/updateProfile; the picture goes only when newly chosen. */
export function profileFormData(data: ProfileForm, newPicture: File | null): FormData {
  const form = new FormData();
  form.append('name', data.name);
  form.append('email', data.email);
  form.append('birthdate', data.birthdate);
  form.append('mobile', data.mobile);
  form.append('state', data.state);
  if (newPicture) form.append('image', newPicture);
  return form;
}
