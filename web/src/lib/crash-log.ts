// Crash reports (SPEC.md section 7: POST /v1/misc/log {type, info {stack, message, userAgent, href,
// referrer}}), sent by the error boundaries.
import { MessageEnvelopeSchema } from '../../../shared/schemas/envelope';
import { reportErrorToAnalytics } from './analytics/analytics-start';
import { apiPost } from './api-client';

export type CrashType = 'crash' | 'widget-crash';

/** Long stacks are cut: the report must stay small enough for the upstream to accept it. */
const MAX_STACK_CHARS = 20_000;
const MAX_TEXT_CHARS = 2_000;

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  return { message: String(error), stack: '' };
}

/** Errors already reported: a route's error screen sees the error the root reported as it was caught. */
const reported = new WeakSet<object>();

/**
 * The report's stack is the error's own, then React's component stack where React caught it: the
 * build's hidden source maps turn both stacks' positions into files and lines. An error is reported
 * once, however many places see it.
 */
export function logCrash(type: CrashType, error: unknown, componentStack?: string): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  // Counted in analytics too, by kind only (docs/analytics.md), with the fan's consent.
  reportErrorToAnalytics(type);
  const { message, stack } = describe(error);
  const fullStack = componentStack ? `${stack}\n\nComponent stack:${componentStack}` : stack;
  const report = {
    type,
    info: {
      stack: fullStack.slice(0, MAX_STACK_CHARS),
      message: message.slice(0, MAX_TEXT_CHARS),
      userAgent: navigator.userAgent.slice(0, 1_000),
      href: window.location.href.slice(0, MAX_TEXT_CHARS),
      referrer: document.referrer.slice(0, MAX_TEXT_CHARS),
    },
  };
  // A report that cannot be sent (offline, upstream down) is dropped: the crash screen must not
  // depend on it, and retrying could loop with a crash that repeats.
  apiPost('/v1/misc/log', report, MessageEnvelopeSchema).catch(() => undefined);
}
