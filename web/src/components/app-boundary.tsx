import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { CrashScreen } from './crash-screen';

/**
 * A page-level boundary: shows the crash screen in place of what it wraps (the root reports the
 * crash, app/root-errors.ts). `resetKeys` (the path, for the outlet) lets the next navigation render again.
 */
export function AppBoundary({ children, resetKeys }: { children: ReactNode; resetKeys?: unknown[] }) {
  return (
    <ErrorBoundary FallbackComponent={CrashScreen} resetKeys={resetKeys}>
      {children}
    </ErrorBoundary>
  );
}
