// The profile form of SPEC.md section 5. Rules live in profile-form-model.ts; this file wires them
// to inputs. Errors show once a field has been touched, so a new account is not greeted in red.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from '../../components/toasts';
import { PROFILE_STATES } from '../../../../shared/constants';
import type { Profile } from '../../../../shared/schemas/profile';
import { viewerTimeZone } from '../../lib/viewer-time-zone';
import { updateProfile } from './auth-api';
import {
  formValuesFrom,
  latestBirthdate,
  lockedFields,
  profileFormData,
  sanitizeMobileInput,
  validateProfileForm,
  type ProfileField,
} from './profile-form-model';
import { ProfilePictureField } from './profile-picture-field';

/** SPEC.md section 8, quoted exactly. */
const PROFILE_SAVED_TEXT = 'Profile updated successfully';

interface Props {
  profile: Profile;
  queryKey: QueryKey;
}

export function ProfileForm({ profile, queryKey }: Props) {
  const [values, setValues] = useState(() => formValuesFrom(profile));
  const [touched, setTouched] = useState<ReadonlySet<ProfileField>>(new Set());
  const [picture, setPicture] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  const locked = lockedFields(profile);
  const queryClient = useQueryClient();

  const now = new Date();
  // "Today" is read in the browser's zone, as the API client reports it.
  const timeZone = viewerTimeZone();
  const validation = validateProfileForm(values, { now, timeZone });

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      toast.success(PROFILE_SAVED_TEXT);
      setPicture({ file: null, error: null });
      // The answer is the stored profile; without one, ask again.
      if (saved) queryClient.setQueryData(queryKey, saved);
      else void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast.error(error.message),
  });

  const touch = (field: ProfileField) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  const edit = (field: ProfileField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    touch(field);
  };
  const errorOf = (field: ProfileField) => (touched.has(field) ? validation.errors[field] : undefined);
  const busy = save.isPending;

  return (
    <form
      className="profile-form"
      noValidate
      aria-label="Your profile"
      onSubmit={(event) => {
        event.preventDefault();
        if (validation.valid && !busy) save.mutate(profileFormData(validation.data, picture.file));
      }}
    >
      <ProfilePictureField
        storedUrl={profile.profilePic?.trim() || null}
        file={picture.file}
        error={picture.error}
        disabled={busy}
        onChange={(file, error) => setPicture({ file, error })}
      />

      <div className="profile-grid">
        <Field field="name" label="Full Name" error={errorOf('name')}>
          {(aria) => (
            <input
              {...aria}
              type="text"
              autoComplete="name"
              required
              maxLength={80}
              value={values.name}
              onChange={(e) => edit('name', e.target.value)}
              onBlur={() => touch('name')}
            />
          )}
        </Field>

        <Field
          field="email"
          label="Email"
          error={errorOf('email')}
          hint={locked.email ? 'Linked to your Google account; it cannot be changed.' : undefined}
        >
          {(aria) => (
            <input
              {...aria}
              type="email"
              autoComplete="email"
              required
              readOnly={locked.email}
              value={values.email}
              onChange={(e) => edit('email', e.target.value)}
              onBlur={() => touch('email')}
            />
          )}
        </Field>

        <Field
          field="mobile"
          label="Mobile Number"
          error={errorOf('mobile')}
          hint={locked.mobile ? 'Your +91 number is set and cannot be changed.' : 'Digits only, up to 10, after the +91 prefix.'}
        >
          {(aria) => (
            <div className="phone-input" data-readonly={locked.mobile || undefined}>
              <span className="phone-input__prefix" aria-hidden="true">
                +91
              </span>
              {/* No maxLength: it would cut a pasted '+91 98765 43210' before it is cleaned to 10 digits. */}
              <input
                {...aria}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                required
                pattern="[0-9]{1,10}"
                readOnly={locked.mobile}
                value={values.mobile}
                onChange={(e) => edit('mobile', sanitizeMobileInput(e.target.value))}
                onBlur={() => touch('mobile')}
              />
            </div>
          )}
        </Field>

        <Field field="birthdate" label="Date of Birth" error={errorOf('birthdate')}>
          {(aria) => (
            <input
              {...aria}
              type="date"
              required
              max={latestBirthdate(now, timeZone)}
              value={values.birthdate}
              onChange={(e) => edit('birthdate', e.target.value)}
              onBlur={() => touch('birthdate')}
            />
          )}
        </Field>

        <Field field="state" label="State" error={errorOf('state')}>
          {(aria) => (
            <select {...aria} required value={values.state} onChange={(e) => edit('state', e.target.value)} onBlur={() => touch('state')}>
              <option value="">Select your state</option>
              {PROFILE_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <div className="profile-form__foot">
        <button type="submit" className="auth-button" disabled={!validation.valid || busy}>
          {busy ? 'Saving...' : 'Save'}
        </button>
        {!validation.valid && <p className="field-hint">Fill in every field correctly to save your profile.</p>}
      </div>
    </form>
  );
}

interface AriaProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string;
}

/** A labelled field whose error and hint are tied to the input with aria-describedby. */
function Field(props: { field: ProfileField; label: string; error?: string; hint?: string; children: (aria: AriaProps) => ReactNode }) {
  const id = `profile-${props.field}`;
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {props.label}
      </label>
      {props.children({
        id,
        className: 'field-input',
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {props.hint && (
        <p id={`${id}-hint`} className="field-hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
