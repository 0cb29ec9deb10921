// The two login redirects of SPEC.md section 2, for the router to wrap the pages in:
//   /login         → /user-profile when a token is stored
//   /user-profile  → /login without a token
//
// Both decide once, when the page is entered, from the token stored at that moment. They do not
// follow later changes on purpose: the pages change the token themselves (sign-in stores it, logout
// clears it) and then navigate to /. A guard that reacted would render its own redirect in between
// and race that navigation (React Router applies route changes in a transition, the store change
// renders at once). A token lost while on the profile page (a 401) is handled there: the API client
// reloads the page, and the page sends a 401 it still sees to /login.
//
// Both load the new page as a document: /login's Content-Security-Policy is not the other pages'.
import { useState, type ReactNode } from 'react';
import { DocumentRedirect } from '../../components/document-redirect';
import { storedToken } from '../../lib/auth-storage';

export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const [token] = useState(storedToken);
  return token ? <DocumentRedirect to="/user-profile" /> : children;
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const [token] = useState(storedToken);
  return token ? children : <DocumentRedirect to="/login" />;
}
