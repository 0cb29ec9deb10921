// The profile picture: an image-only file input with a preview. The file is kept by the form and sent
// only when newly chosen (SPEC.md section 5); the stored picture is just shown.
import { useEffect, useState } from 'react';
import { PICTURE_TYPE_ERROR, isImageFile } from './profile-form-model';

interface Props {
  /** The stored picture's URL, if any. */
  storedUrl: string | null;
  file: File | null;
  error: string | null;
  onChange(file: File | null, error: string | null): void;
  disabled?: boolean;
}

export function ProfilePictureField({ storedUrl, file, error, onChange, disabled }: Props) {
  const preview = useObjectUrl(file);
  const shown = preview ?? storedUrl;

  return (
    <div className="profile-picture">
      <div className="profile-picture__frame">
        {shown ? (
          <img className="profile-picture__img" src={shown} alt={preview ? 'Preview of your new profile picture' : 'Your profile picture'} width={96} height={96} />
        ) : (
          <svg className="profile-picture__empty" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
          </svg>
        )}
      </div>
      <div className="profile-picture__controls">
        <input
          id="profile-picture"
          className="visually-hidden-input"
          type="file"
          accept="image/*"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'profile-picture-error' : 'profile-picture-hint'}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // The accept attribute is only a hint to the picker: any file can still be chosen. One that
            // is not an image is refused (not kept, never sent) and the form stays as it was.
            if (chosen && !isImageFile(chosen)) {
              event.target.value = '';
              onChange(file, PICTURE_TYPE_ERROR);
            } else onChange(chosen, null);
          }}
        />
        <label htmlFor="profile-picture" className="auth-button auth-button--quiet profile-picture__pick">
          {shown ? 'Change picture' : 'Add picture'}
        </label>
        {error ? (
          <p id="profile-picture-error" className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <p id="profile-picture-hint" className="field-hint">
            {file ? `New picture: ${file.name} (saved with the form)` : 'An image file (PNG, JPEG, WebP or GIF).'}
          </p>
        )}
      </div>
    </div>
  );
}

/** An object URL for the chosen file, released when the file changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
