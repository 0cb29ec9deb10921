import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { logCrash } from '../lib/crash-log';
import { CrashScreen } from './crash-screen';

/**
 * For the router's root `errorElement`: errors thrown by loaders and actions go to React Router's
 * own boundary, not to the layout's, and would otherwise show React Router's developer screen. A
 * render error it catches was reported by the root already, with its component stack; a loader's is
 * reported here.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => logCrash('crash', error), [error]);
  return (
    <main id="main-content" className="content">
      <CrashScreen />
    </main>
  );
}
