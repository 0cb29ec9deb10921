import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PurgeFormSchema } from '../../../../shared/schemas/purge';
import { PageFrame } from '../../components/page/page-frame';
import { purgeFiles } from './purge-api';
import './purge-cache.css';

/**
 * /purge-cache: the hidden admin form. One URL (or site path) per line; blank lines are dropped.
 * The token is kept in this page's memory only, never stored.
 */
export function PurgePage() {
  const [text, setText] = useState('');
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<{ files?: string; token?: string }>({});
  const purge = useMutation({ mutationFn: ({ files, adminToken }: { files: string[]; adminToken: string }) => purgeFiles(files, adminToken) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const files = PurgeFormSchema.safeParse(text);
    const found = {
      files: files.success ? undefined : files.error.issues[0]?.message,
      token: token.trim() === '' ? 'Admin token is required' : undefined,
    };
    setErrors(found);
    if (!files.success || found.token) return;
    purge.mutate({ files: files.data, adminToken: token.trim() });
  }

  return (
    <PageFrame title="Purge Cache" crumbs={[{ label: 'Purge Cache' }]} className="purge">
      {/* An admin tool: keep it out of search results. */}
      <meta name="robots" content="noindex" />
      <form className="purge-form" onSubmit={submit} noValidate>
        <label htmlFor="purge-files">Files URL</label>
        <textarea
          id="purge-files"
          rows={8}
          value={text}
          placeholder={'https://example.com/api/v1/news/categories\n/api/v1/misc/ranking?limit=10'}
          aria-invalid={errors.files ? true : undefined}
          aria-describedby={errors.files ? 'purge-files-error' : 'purge-files-hint'}
          onChange={(event) => {
            setText(event.target.value);
            setErrors((current) => ({ ...current, files: undefined }));
          }}
        />
        {errors.files ? (
          <p id="purge-files-error" className="purge-error">
            {errors.files}
          </p>
        ) : (
          <p id="purge-files-hint" className="purge-hint">
            One URL per line. Paths starting with / are read against this site.
          </p>
        )}
        <label htmlFor="purge-token">Admin token</label>
        <input
          id="purge-token"
          type="password"
          autoComplete="off"
          value={token}
          aria-invalid={errors.token ? true : undefined}
          aria-describedby={errors.token ? 'purge-token-error' : undefined}
          onChange={(event) => {
            setToken(event.target.value);
            setErrors((current) => ({ ...current, token: undefined }));
          }}
        />
        {errors.token && (
          <p id="purge-token-error" className="purge-error">
            {errors.token}
          </p>
        )}
        <button type="submit" className="page-button" disabled={purge.isPending}>
          {purge.isPending ? 'Purging...' : 'Purge'}
        </button>
        <div aria-live="polite">
          {purge.isSuccess && <p className="purge-success">{purge.data}</p>}
          {purge.isError && <p className="purge-error">{purge.error.message}</p>}
        </div>
      </form>
    </PageFrame>
  );
}
