import { useSyncExternalStore } from 'react';
import { PageFrame } from '../../components/page/page-frame';
import { clientHeaders } from '../../lib/api-client';
import { storedToken, subscribeToLogin } from '../../lib/auth-storage';
import './debug.css';

/**
 * /cgfToken: what this browser tells the server about itself on every request, for support and
 * debugging. The values are the API client's own; the login token itself is
 * never shown, only whether one is stored.
 */
export function DebugPage() {
  const loggedIn = useSyncExternalStore(subscribeToLogin, () => storedToken() !== null);
  const rows: [string, string][] = [
    ...Object.entries(clientHeaders()),
    ['authorization', loggedIn ? 'Bearer token stored (not shown)' : 'No login token stored'],
  ];

  return (
    <PageFrame title="Request headers" crumbs={[{ label: 'Debug' }]} className="debug">
      {/* A support page, not content: keep it out of search results. */}
      <meta name="robots" content="noindex" />
      <p className="debug-note">Every request this browser makes to the site carries these headers.</p>
      <dl className="debug-list">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
    </PageFrame>
  );
}
