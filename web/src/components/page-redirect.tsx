// A page that finds, once its data is in, that the fan belongs at another URL (a match tab the match
// does not have, a live article's blog). In the browser it is <Navigate replace>; in the edge's render
// (src/edge-render.tsx) there is nowhere to navigate, so the render notes it and the Worker answers
// the request with a redirect instead of a page, before the fan's browser has drawn anything.
import { createContext, useContext } from 'react';
import { Navigate } from 'react-router-dom';

/** Given by the edge's render: takes the URL a page redirects to. */
export const RenderRedirectContext = createContext<((to: string) => void) | null>(null);

export function PageRedirect({ to }: { to: string }) {
  const noteRedirect = useContext(RenderRedirectContext);
  if (!noteRedirect) return <Navigate to={to} replace />;
  noteRedirect(to);
  return null;
}
