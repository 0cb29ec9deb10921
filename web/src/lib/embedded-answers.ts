// The upstream answers the edge embedded in the page it served (edge/src/pages), keyed by the /api
// path the SPA asks them under. The first ask of each is answered from the page, so the first render
// of an article, a player, a team or a series costs no second round trip; every later ask goes to the
// network.
import { EMBEDDED_ANSWERS_ID } from '../../../shared/constants';

let answers: Map<string, unknown> | undefined;

function embeddedAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = document.getElementById(EMBEDDED_ANSWERS_ID);
  try {
    const parsed: unknown = JSON.parse(element?.textContent || '{}');
    if (typeof parsed === 'object' && parsed !== null) for (const [path, body] of Object.entries(parsed)) answers.set(path, body);
  } catch {
    // A page without usable answers: every ask goes to the network.
  }
  element?.remove();
  return answers;
}

/** The embedded answer for `path`, once; undefined when the page has none (or it was taken). */
export function takeEmbeddedAnswer(path: string): unknown {
  const all = embeddedAnswers();
  const body = all.get(path);
  all.delete(path);
  return body;
}
