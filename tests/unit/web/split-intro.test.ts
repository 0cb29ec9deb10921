// A CMS page's opening paragraph becomes its banner's intro, read from the HTML string (the edge,
// which renders the page first, has no DOMParser; the browser hydrating it must split it alike).
import { describe, expect, it } from 'vitest';
import { splitIntro } from '../../../web/src/features/custom-pages/split-intro';

describe('splitIntro', () => {
  it("takes the opening paragraph's text as the intro and leaves the rest as HTML", () => {
    expect(splitIntro('\n <p class="lead">We cover <b>every</b> ball &amp; every match.</p><h2>Team</h2><p>More</p>')).toEqual({
      intro: 'We cover every ball & every match.',
      rest: '<h2>Team</h2><p>More</p>',
    });
  });

  it('leaves the whole HTML as the rest when it does not open with a paragraph', () => {
    for (const html of ['<h2>Team</h2><p>More</p>', 'Plain text', '<pre>code</pre><p>x</p>', '']) {
      expect(splitIntro(html)).toEqual({ intro: '', rest: html });
    }
  });

  it('does not take a tag that only starts with p for a paragraph', () => {
    expect(splitIntro('<pre>x</pre>').intro).toBe('');
    expect(splitIntro('<param>x</p>').intro).toBe('');
  });
});
