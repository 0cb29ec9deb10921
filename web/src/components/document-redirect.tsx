// A redirect that loads its target as a new document instead of routing there client-side, for a
// page whose Content-Security-Policy differs from the current document's: the edge sets the policy
// per document, and /login's alone allows Google's sign-in (edge/src/security). Like
// <Navigate replace>, it replaces the current history entry.
import { useEffect } from 'react';

export function DocumentRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return null;
}
