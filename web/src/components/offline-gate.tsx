import { Component, useState, type ReactNode } from 'react';
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
  return (
    <>
      <HiddenKeepingScroll hidden={!online}>{children}</HiddenKeepingScroll>
      {!online && <OfflineScreen />}
    </>
  );
}

/**
 * The app's root, hidden while offline. Hiding it collapses the page and scrolls it to the top, so
 * the position is read in the commit that hides it, before the DOM changes: React's
 * getSnapshotBeforeUpdate, which has no hook form. No event tells the moment as well: the scroll
 * that came just before going offline may report after it, and the re-render that hides the app
 * may come before the offline event (another listener's update reads navigator.onLine first).
 */
class HiddenKeepingScroll extends Component<{ hidden: boolean; children: ReactNode }> {
  private scrollY = 0;

  override getSnapshotBeforeUpdate(previous: Readonly<{ hidden: boolean }>): number | null {
    return !previous.hidden && this.props.hidden ? window.scrollY : null;
  }

  // Runs before the first paint, so the reader never sees the page at the top.
  override componentDidUpdate(previous: Readonly<{ hidden: boolean }>, _state: unknown, scrollY: number | null) {
    if (scrollY !== null) this.scrollY = scrollY;
    if (previous.hidden && !this.props.hidden) window.scrollTo(0, this.scrollY);
  }

  override render() {
    return (
      <div className="app-root" hidden={this.props.hidden}>
        {this.props.children}
      </div>
    );
  }
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
