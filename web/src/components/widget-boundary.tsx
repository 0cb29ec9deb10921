import { QueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/** A widget's boundary: the root reports what it catches as a widget crash (app/root-errors.ts). */
export class WidgetErrorBoundary extends ErrorBoundary {}

interface WidgetBoundaryProps {
  children: ReactNode;
  /** What shows in place of a broken widget; by default a short message with Try Again. */
  fallback?: ReactNode;
}

/**
 * Wrap a section of a page in this so that one broken widget does not blank the page (SPEC
 * section 8): the crash is reported and the rest of the page carries on. Try Again also resets failed
 * queries below it, so widgets that use useSuspenseQuery or throwOnError fetch again.
 */
export function WidgetBoundary({ children, fallback }: WidgetBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <WidgetErrorBoundary
          onReset={reset}
          fallbackRender={({ resetErrorBoundary }) =>
            fallback !== undefined ? (
              fallback
            ) : (
              <div className="widget-error" role="alert">
                <p>Something went wrong.</p>
                <button type="button" className="button button--small" onClick={resetErrorBoundary}>
                  Try Again
                </button>
              </div>
            )
          }
        >
          {children}
        </WidgetErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
