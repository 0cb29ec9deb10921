/**
 * The page's opening paragraph as plain text (the banner's intro) and the rest of the HTML. Only
 * text is taken from the intro, so it needs no cleaning; the rest is cleaned where it is rendered.
 */
export function splitIntro(html: string): { intro: string; rest: string } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const first = doc.body.firstElementChild;
  if (!(first instanceof HTMLParagraphElement)) return { intro: '', rest: html };
  const intro = first.textContent?.trim() ?? '';
  first.remove();
  return { intro, rest: doc.body.innerHTML };
}
