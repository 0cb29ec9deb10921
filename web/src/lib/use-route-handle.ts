import { useMatches } from 'react-router-dom';
import { isRouteHandle, type RouteHandle } from '../app/route-handle';

/**
 * The matched routes' handles folded into one: the deepest route that says something about a field
 * wins, so a child route can override what its parent layout route declares.
 */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) {
    if (!isRouteHandle(match.handle)) continue;
    const { headerTitle, metaSlug, hideChrome } = match.handle;
    if (headerTitle !== undefined) merged.headerTitle = headerTitle;
    if (metaSlug !== undefined) merged.metaSlug = metaSlug;
    if (hideChrome !== undefined) merged.hideChrome = hideChrome;
  }
  return merged;
}
