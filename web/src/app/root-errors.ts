// What React does with an error a render throws (SPEC section 8): the root reports it, with React's
// component stack, as a crash or, when a widget's boundary caught it, a widget crash. The boundaries
// only choose what shows in its place.
import type { RootOptions } from 'react-dom/client';
import { WidgetErrorBoundary } from '../components/widget-boundary';
import { logCrash } from '../lib/crash-log';

export const rootErrorOptions = {
  onCaughtError(error, { componentStack, errorBoundary }) {
    logCrash(errorBoundary instanceof WidgetErrorBoundary ? 'widget-crash' : 'crash', error, componentStack);
  },
  // Only the crash screen itself can throw past the app's boundary; the page is then blank.
  onUncaughtError(error, { componentStack }) {
    logCrash('crash', error, componentStack);
    console.error(error);
  },
} satisfies RootOptions;
