import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { MetaSchema } from '../../../shared/schemas/site';
import { apiGet } from '../lib/api-client';
import { useOnline } from '../lib/use-online';
import { Icon } from './icon';

/**
 * While the browser is offline, the offline screen replaces the app (SPEC sections 2 and 8). The
 * app stays mounted, only hidden, so its route, data and form input are all there when the
 * connection returns; the scroll position is put back too.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const lastScrollY = useRef(0);
  const wasOnline = useRef(online);

  // Remember where the reader was. Hiding the app collapses the page and fires a scroll to 0,
  // which arrives after navigator.onLine has turned false and is ignored.
  useEffect(() => {
    const remember = () => {
      if (navigator.onLine) lastScrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // Back online: restore before the first paint with the app shown again.
  useLayoutEffect(() => {
    if (online && !wasOnline.current) window.scrollTo(0, lastScrollY.current);
    wasOnline.current = online;
  }, [online]);

  return (
    <>
      <div className="app-root" hidden={!online}>
        {children}
      </div>
      {!online && <OfflineScreen />}
    </>
  );
}

const ProbeSchema = dataEnvelope(MetaSchema);

function OfflineScreen() {
  const [result, setResult] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  // Try again asks the server through the API client, which refuses locally while the browser is
  // offline, so the reader learns it is still offline without a request going out. Once online,
  // the gate itself goes away (it re-reads navigator.onLine on every render).
  const tryAgain = async () => {
    setChecking(true);
    setResult(null);
    try {
      await apiGet('/v1/misc/meta/home', ProbeSchema);
    } catch (error) {
      setResult(error instanceof Error ? error.message : 'No internet connection');
    } finally {
      setChecking(false);
    }
  };

  return (
    <main className="offline-screen" aria-labelledby="offline-title">
      <span className="offline-screen__icon">
        <Icon name="wifi-off" size={48} />
      </span>
      <h1 id="offline-title">Oops! Looks like you're offline.</h1>
      <p>Please check your internet connection and try again.</p>
      <button type="button" className="button" onClick={tryAgain} disabled={checking}>
        Try again
      </button>
      <p className="offline-screen__result" role="status">
        {result}
      </p>
    </main>
  );
}
