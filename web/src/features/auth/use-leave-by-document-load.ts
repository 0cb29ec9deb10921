// /login's document is the only one whose Content-Security-Policy allows Google's sign-in (the edge
// sets the policy per document: edge/src/security). The SPA routes client-side, so a document keeps
// its policy whatever the router shows next. While the login page is up, a click on a link to another
// page of the site is therefore left to the browser, which loads that page as a new document with its
// own policy, instead of to the router.
import { useEffect } from 'react';

export function useLeaveByDocumentLoad(): void {
  useEffect(() => {
    const leave = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname) return;
      // Capturing on window runs before React's listeners on the root, so the router never sees it.
      event.stopPropagation();
    };
    window.addEventListener('click', leave, { capture: true });
    return () => window.removeEventListener('click', leave, { capture: true });
  }, []);
}
