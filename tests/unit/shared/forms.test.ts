import { describe, expect, it } from 'vitest';
import { ContactFormSchema, FeedbackSchema } from '../../../shared/schemas/feedback';
import { LoginModeSchema, ProfileSchema, profileFormSchema } from '../../../shared/schemas/profile';
import { PurgeFormSchema } from '../../../shared/schemas/purge';

const firstError = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('profileFormSchema', () => {
  // 23:00 on 5 Nov in India.
  const now = new Date('2026-11-05T17:30:00Z');
  const form = profileFormSchema(now);
  const valid = {
    name: 'Asha Rao',
    email: 'asha@example.com',
    mobile: '9876543210',
    birthdate: '1995-06-15',
    state: 'Karnataka',
  };

  it('accepts a complete form', () => {
    expect(form.parse(valid)).toEqual(valid);
  });

  it.each(['name', 'email', 'mobile', 'birthdate', 'state'] as const)('is invalid with %s empty', (field) => {
    expect(form.safeParse({ ...valid, [field]: '' }).success).toBe(false);
    expect(form.safeParse({ ...valid, [field]: undefined }).success).toBe(false);
  });

  it('treats a name of only spaces as empty', () => {
    expect(firstError(form.safeParse({ ...valid, name: '   ' }))).toBe('Full Name is required');
  });

  it('requires the email to look like an email', () => {
    expect(firstError(form.safeParse({ ...valid, email: 'asha@' }))).toBe('Enter a valid email');
    expect(form.safeParse({ ...valid, email: 'asha example.com' }).success).toBe(false);
  });

  it('accepts a mobile of at most 10 digits, with or without the +91 prefix', () => {
    expect(form.parse({ ...valid, mobile: '+91 98765 43210' }).mobile).toBe('9876543210');
    expect(form.parse({ ...valid, mobile: '98765' }).mobile).toBe('98765');
  });

  it('rejects a mobile longer than 10 digits or with other characters', () => {
    expect(firstError(form.safeParse({ ...valid, mobile: '98765432101' }))).toBe('Mobile number must be at most 10 digits');
    expect(form.safeParse({ ...valid, mobile: '98765abc10' }).success).toBe(false);
    expect(form.safeParse({ ...valid, mobile: '+44 7911123456' }).success).toBe(false);
  });

  it('accepts a birthdate of today in India and rejects tomorrow', () => {
    expect(form.safeParse({ ...valid, birthdate: '2026-11-05' }).success).toBe(true);
    expect(firstError(form.safeParse({ ...valid, birthdate: '2026-11-06' }))).toBe('Date of birth cannot be in the future');
  });

  it('takes today in the given zone', () => {
    // 00:30 on the 6th in India, still the 5th in UTC.
    const lateUtc = new Date('2026-11-05T19:00:00Z');
    expect(profileFormSchema(lateUtc).safeParse({ ...valid, birthdate: '2026-11-06' }).success).toBe(true);
    expect(profileFormSchema(lateUtc, 'UTC').safeParse({ ...valid, birthdate: '2026-11-06' }).success).toBe(false);
  });

  it('rejects a birthdate that is not a real YYYY-MM-DD date', () => {
    expect(form.safeParse({ ...valid, birthdate: '15/06/1995' }).success).toBe(false);
    expect(form.safeParse({ ...valid, birthdate: '1995-02-30' }).success).toBe(false);
  });

  it('accepts only the listed states', () => {
    expect(form.safeParse({ ...valid, state: 'Kerala' }).success).toBe(false);
    expect(form.safeParse({ ...valid, state: 'Madhya Pradesh' }).success).toBe(true);
  });
});

describe('ProfileSchema', () => {
  it('accepts a new account with every field missing or null', () => {
    expect(ProfileSchema.parse({ name: null, id: 3 })).toEqual({ name: null, id: 3 });
  });
});

describe('LoginModeSchema', () => {
  it('accepts otp, google and apple', () => {
    expect(['otp', 'google', 'apple'].map((mode) => LoginModeSchema.parse(mode))).toEqual(['otp', 'google', 'apple']);
  });

  it('says the mode must be one of those values', () => {
    expect(firstError(LoginModeSchema.safeParse('facebook'))).toBe('Login mode must be one of: otp, google, apple');
    expect(LoginModeSchema.safeParse(null).success).toBe(false);
  });
});

describe('ContactFormSchema', () => {
  const valid = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', body: 'Great site' };

  it('accepts a complete form', () => {
    expect(ContactFormSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['name', 'Full Name is required'],
    ['email', 'Email ID is required'],
    ['subject', 'Subject is required'],
    ['body', 'Message is required'],
  ] as const)('says the message for an empty %s under that field', (field, message) => {
    for (const empty of ['', '  ', undefined]) {
      const issues = ContactFormSchema.safeParse({ ...valid, [field]: empty }).error?.issues ?? [];
      expect(issues).toEqual([expect.objectContaining({ path: [field], message })]);
    }
  });

  it('reports every empty field at once', () => {
    const messages = ContactFormSchema.safeParse({}).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Full Name is required', 'Email ID is required', 'Subject is required', 'Message is required']);
  });

  it('rejects an email that is not an email', () => {
    expect(firstError(ContactFormSchema.safeParse({ ...valid, email: 'asha' }))).toBe('Enter a valid Email ID');
  });
});

describe('FeedbackSchema', () => {
  it('defaults the type to feedback', () => {
    expect(FeedbackSchema.parse({ name: 'A', email: 'a@b.co', subject: 'S', body: 'B' }).type).toBe('feedback');
  });
});

describe('PurgeFormSchema', () => {
  it('splits the input by lines, trims each and drops blank lines', () => {
    expect(PurgeFormSchema.parse('  https://a.example/x \r\n\n   \nhttps://a.example/y\n')).toEqual([
      'https://a.example/x',
      'https://a.example/y',
    ]);
  });

  it('says Files URL is required when the input is empty after trimming', () => {
    expect(firstError(PurgeFormSchema.safeParse(''))).toBe('Files URL is required');
    expect(firstError(PurgeFormSchema.safeParse(' \n \n'))).toBe('Files URL is required');
    expect(firstError(PurgeFormSchema.safeParse(undefined))).toBe('Files URL is required');
  });
});
