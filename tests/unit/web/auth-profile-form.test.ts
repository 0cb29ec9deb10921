import { describe, expect, it } from 'vitest';
import {
  formValuesFrom,
  isImageFile,
  isPlaceholderMobile,
  latestBirthdate,
  lockedFields,
  profileFormData,
  sanitizeMobileInput,
  validateProfileForm,
} from '../../../web/src/features/auth/profile-form-model';

// 23:00 on 5 Nov in India.
const now = new Date('2026-11-05T17:30:00Z');
const timeZone = 'Asia/Kolkata';
const valid = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9876543210', birthdate: '1995-06-15', state: 'Karnataka' };
const check = (values: typeof valid) => validateProfileForm(values, { now, timeZone });

describe('the profile form model', () => {
  it('treats empty, all-zero and digitless stored mobiles as placeholders the user may replace', () => {
    for (const stored of [null, undefined, '', '0000000000', '+91 0000000000', '0', 'N/A']) {
      expect(isPlaceholderMobile(stored), String(stored)).toBe(true);
    }
    expect(isPlaceholderMobile('9876543210')).toBe(false);
    expect(isPlaceholderMobile('+91 98765 43210')).toBe(false);
  });

  it('starts a new account with an empty, editable mobile and locks the email Google gave', () => {
    const profile = { name: 'Dev User', email: 'dev.user@example.com', mobile: '0000000000', birthdate: '', state: '' };
    expect(formValuesFrom(profile)).toEqual({ name: 'Dev User', email: 'dev.user@example.com', mobile: '', birthdate: '', state: '' });
    expect(lockedFields(profile)).toEqual({ email: true, mobile: false });
  });

  it('locks a mobile once it is a real number, and leaves an empty email editable', () => {
    expect(lockedFields({ email: '', mobile: '+91 98765 43210' })).toEqual({ email: false, mobile: true });
    expect(formValuesFrom({ mobile: '+91 98765 43210' }).mobile).toBe('9876543210');
  });

  it('reads a timestamped birthdate as its date and drops a state outside the list', () => {
    const values = formValuesFrom({ birthdate: '1995-06-15T00:00:00.000Z', state: 'Kerala' });
    expect(values.birthdate).toBe('1995-06-15');
    expect(values.state).toBe('');
  });

  it('keeps digits only, at most 10, without a pasted +91', () => {
    expect(sanitizeMobileInput('98a76-5 4')).toBe('987654');
    expect(sanitizeMobileInput('987654321012')).toBe('9876543210');
    expect(sanitizeMobileInput('+91 98765 43210')).toBe('9876543210');
  });

  it('is valid only with every field filled', () => {
    expect(check(valid).valid).toBe(true);
    for (const field of Object.keys(valid) as (keyof typeof valid)[]) {
      const result = check({ ...valid, [field]: '' });
      expect(result.valid, field).toBe(false);
      expect(result.errors[field], field).toBeTruthy();
    }
  });

  it('rejects a bad email, a future birthdate and the all-zero placeholder number', () => {
    expect(check({ ...valid, email: 'asha@' }).errors.email).toBe('Enter a valid email');
    expect(check({ ...valid, birthdate: '2026-11-06' }).errors.birthdate).toBe('Date of birth cannot be in the future');
    expect(check({ ...valid, mobile: '0000000000' }).errors.mobile).toBe('Enter your own mobile number');
  });

  it('gives today in the zone as the latest birthdate', () => {
    expect(latestBirthdate(now, timeZone)).toBe('2026-11-05');
    expect(latestBirthdate(now, 'UTC')).toBe('2026-11-05');
    expect(latestBirthdate(new Date('2026-11-05T19:00:00Z'), timeZone)).toBe('2026-11-06');
  });

  it('accepts only image files as a picture', () => {
    expect(isImageFile(new File(['x'], 'me.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'me.png', { type: 'text/plain' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'notes', { type: '' }))).toBe(false);
  });

  it('builds the multipart body, with the picture only when one was newly chosen', () => {
    const result = check(valid);
    if (!result.valid) throw new Error('expected a valid form');
    const without = profileFormData(result.data, null);
    for (const [field, value] of Object.entries(valid)) expect(without.get(field), field).toBe(value);
    expect(without.has('image')).toBe(false);
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    expect(profileFormData(result.data, picture).get('image')).toBeInstanceOf(File);
  });
});
