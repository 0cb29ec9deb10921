// An article without custom blocks gets its contents from its own <h2> sections: their text as read,
// the id a heading carries or one made from its words, each id once.
import { describe, expect, it } from 'vitest';
import { contentHeadings } from '../../../web/src/features/articles/content-headings';

describe("an article's sections", () => {
  it('are its <h2> headings in order, by their text, with ids made from their words', () => {
    const html = '<p>Intro</p><h2>What happened</h2><p>…</p><h3>A smaller one</h3><h2 class="x">What&#39;s <em>next</em> &amp; after</h2>';
    expect(contentHeadings(html)).toEqual([
      { id: 'section-what-happened', heading: 'What happened' },
      { id: 'section-what-s-next-after', heading: "What's next & after" },
    ]);
  });

  it("keep a heading's own id, give a repeated one a number, and leave out a heading with no words", () => {
    const html = `<h2 id='plan'>The plan</h2><h2>Notes</h2><h2>  Notes </h2><h2><img src="x.png"></h2><H2 ID="last">Last</H2>`;
    expect(contentHeadings(html)).toEqual([
      { id: 'plan', heading: 'The plan' },
      { id: 'section-notes', heading: 'Notes' },
      { id: 'section-notes-2', heading: 'Notes' },
      { id: 'last', heading: 'Last' },
    ]);
  });
});
