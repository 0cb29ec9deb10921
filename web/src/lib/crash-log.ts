// Crash reports (SPEC.md section 7: POST /v1/misc/log {type, info {stack, message, userAgent, href,
// referrer}}), sent by the error boundaries.
import { MessageEnvelopeSchema } from '../../../shared/schemas/envelope';
import { apiPost } from './api-client';

export type CrashType = 'crash' | 'widget-crash';

/** Long stacks are cut: the report must stay small enough for the upstream to accept it. */
const MAX_STACK_CHARS = 20_000;
const MAX_TEXT_CHARS = 2_000;

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  return { message: String(error), stack: '' };
}

/**
 * The error's own stack is the report: the build's hidden source maps turn its positions into files
 * and lines. (Preact, which the app runs on, keeps no component stack outside its debug build.)
 */
export function logCrash(type: CrashType, error: unknown): void {
  const { message, stack } = describe(error);
  const report = {
    type,
    info: {
      stack: stack.slice(0, MAX_STACK_CHARS),
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
