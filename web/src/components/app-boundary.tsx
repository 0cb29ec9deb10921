import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { logCrash } from '../lib/crash-log';
import { CrashScreen } from './crash-screen';

/**
 * A page-level boundary: logs the crash (POST /v1/misc/log) and shows the crash screen in place of
 * what it wraps. `resetKeys` (the path, for the outlet) lets the next navigation render again.
 */
export function AppBoundary({ children, resetKeys }: { children: ReactNode; resetKeys?: unknown[] }) {
  return (
    <ErrorBoundary FallbackComponent={CrashScreen} onError={(error) => logCrash('crash', error)} resetKeys={resetKeys}>
      {children}
    </ErrorBoundary>
  );
}
