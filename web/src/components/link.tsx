import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** Moves the app to one of its paths without a document load: the router's navigate (main.tsx). */
export type ClientNavigate = (to: string, options: { replace: boolean }) => unknown;

export const ClientNavigationContext = createContext<ClientNavigate | null>(null);

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the site ('/series/x?tab=y'), or a URL elsewhere (a plain link). */
  to: string;
  /** Replaces the history entry; by default only a link to the page already shown does. */
  replace?: boolean;
  /** A document load, not a client-side move. */
  reloadDocument?: boolean;
};

/**
 * A link within the app: an `<a href>` whose plain click moves the router (a modified or middle click,
 * another target or a URL elsewhere is the browser's). In place of react-router's Link, which for each
 * link resolves its path against the route's matches on every render: the app's links are all
 * absolute, and a page of cards renders a hundred of them on a phone's main thread as it starts.
 */
export function Link({ to, replace, reloadDocument = false, onClick, target, ...anchor }: LinkProps) {
  const navigate = useContext(ClientNavigationContext);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || reloadDocument || event.defaultPrevented || !isPlainClick(event, target) || !isAppPath(to)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? to === currentPath() });
  };

  return <a {...anchor} href={to} target={target} onClick={follow} />;
}

/** A primary-button click with no modifier key, into this tab: the ones a client-side move takes. */
function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && !modified && (!target || target === '_self');
}

/** A path of this site: one slash, not '//', which the browser reads as another host. */
function isAppPath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}

function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}
