// A fantasy article's body is cut at its top-level headings by reading the HTML string, so the edge
// (no DOMParser) and the browser hydrating its page cut it alike; pieces are slices of the input.
import { describe, expect, it } from 'vitest';
import { splitContent } from '../../../web/src/features/articles/fantasy/split-content';

const IDS: ReadonlySet<string> = new Set(['match-info', 'injury', 'pitch-report']);

const joined = (html: string) => splitContent(html, IDS).map((p) => p.html).join('');
const ids = (html: string) => splitContent(html, IDS).map((p) => p.blockId);

describe('splitContent', () => {
  it('starts a piece at each heading whose id is a known block id', () => {
    const html = '<p>Intro</p><h2 id="match-info">Details</h2><p>Venue</p><h3 id="injury">Injuries</h3><p>None</p>';
    expect(splitContent(html, IDS)).toEqual([
      { blockId: null, html: '<p>Intro</p>' },
      { blockId: 'match-info', html: '<h2 id="match-info">Details</h2><p>Venue</p>' },
      { blockId: 'injury', html: '<h3 id="injury">Injuries</h3><p>None</p>' },
    ]);
  });

  it('keeps a heading with an unknown id, or none, in plain content merged with its neighbours', () => {
    const html = '<p>A</p><h2 id="other">Other</h2><p>B</p><h2>Bare</h2><p>C</p><h2 id="injury">I</h2><p>D</p><h2 id="x">X</h2>';
    expect(splitContent(html, IDS)).toEqual([
      { blockId: null, html: '<p>A</p><h2 id="other">Other</h2><p>B</p><h2>Bare</h2><p>C</p>' },
      { blockId: 'injury', html: '<h2 id="injury">I</h2><p>D</p>' },
      { blockId: null, html: '<h2 id="x">X</h2>' },
    ]);
  });

  it('cuts at h1 to h6 and at no other element with a known id', () => {
    const html = ['h1', 'h4', 'h6', 'section', 'hgroup', 'header'].map((t) => `<${t} id="injury">x</${t}>`).join('');
    expect(ids(html)).toEqual(['injury', 'injury', 'injury']);
    expect(splitContent(html, IDS)[2]!.html).toBe('<h6 id="injury">x</h6><section id="injury">x</section><hgroup id="injury">x</hgroup><header id="injury">x</header>');
  });

  it('does not cut at a heading inside another element', () => {
    const html = '<div class="box"><h2 id="injury">Inside</h2><p>x</p></div><blockquote><div><h2 id="match-info">Deep</h2></div></blockquote><h2 id="pitch-report">Top</h2>';
    expect(splitContent(html, IDS)).toEqual([
      { blockId: null, html: '<div class="box"><h2 id="injury">Inside</h2><p>x</p></div><blockquote><div><h2 id="match-info">Deep</h2></div></blockquote>' },
      { blockId: 'pitch-report', html: '<h2 id="pitch-report">Top</h2>' },
    ]);
  });

  it('reads no markup in comments, doctype-like and processing-instruction tags', () => {
    const html = '<!-- <h2 id=injury> --><p>A</p><!-- <div> --><!--><!---><!doctype html><?php <div> ?><h2 id="injury">I</h2><!-- </h2> -->x';
    expect(splitContent(html, IDS)).toEqual([
      { blockId: null, html: '<!-- <h2 id=injury> --><p>A</p><!-- <div> --><!--><!---><!doctype html><?php <div> ?>' },
      { blockId: 'injury', html: '<h2 id="injury">I</h2><!-- </h2> -->x' },
    ]);
  });

  it("reads a quoted '>' as part of the attribute, in either quote", () => {
    const html = `<p title="a > b <h2 id=injury>">A</p><img alt='x > <div>'><h2 data-x="1>0" id="injury">I</h2>`;
    expect(splitContent(html, IDS)).toEqual([
      { blockId: null, html: `<p title="a > b <h2 id=injury>">A</p><img alt='x > <div>'>` },
      { blockId: 'injury', html: '<h2 data-x="1>0" id="injury">I</h2>' },
    ]);
  });

  it('opens nothing at void elements or self-closing tags', () => {
    const html = '<p>A<br>B</p><img src="a.png"><hr><input type="checkbox"><meta charset="utf-8"><link rel="x"><wbr><source src="s"><embed src="e"><area><col><base href="/"><track src="t"><br/><svg><path d="M0 0"/></svg><h2 id="injury">I</h2>';
    expect(ids(html)).toEqual([null, 'injury']);
  });

  it('reads no markup in the text of script, style, textarea and title', () => {
    for (const tag of ['script', 'style', 'textarea', 'title', 'SCRIPT']) {
      const html = `<${tag}><div> </${tag}x> <h2 id="match-info"></${tag}><h2 id="injury">I</h2>`;
      expect(splitContent(html, IDS)).toEqual([
        { blockId: null, html: `<${tag}><div> </${tag}x> <h2 id="match-info"></${tag}>` },
        { blockId: 'injury', html: '<h2 id="injury">I</h2>' },
      ]);
    }
    // With no end tag, the rest is its text.
    expect(ids('<h2 id="injury">I</h2><script>x <h2 id="match-info">')).toEqual(['injury']);
  });

  it('reads tag and attribute names in any case', () => {
    const html = '<DIV><H2 ID="injury">In</H2></Div><H2 Id="match-info">M</h2><p>x</P>';
    expect(splitContent(html, IDS)).toEqual([
      { blockId: null, html: '<DIV><H2 ID="injury">In</H2></Div>' },
      { blockId: 'match-info', html: '<H2 Id="match-info">M</h2><p>x</P>' },
    ]);
  });

  it('reads an id quoted or bare, in any attribute order, and the first of two', () => {
    expect(ids('<h2 id=injury>I</h2>')).toEqual(['injury']);
    expect(ids("<h2 class='t' id='injury' data-x>I</h2>")).toEqual(['injury']);
    expect(ids('<h2\n  class=t\tid = "injury" >I</h2>')).toEqual(['injury']);
    expect(ids('<h2 id=injury/>I')).toEqual([null]); // The bare value is 'injury/'.
    expect(ids('<h2 id="injury" id="match-info">I</h2>')).toEqual(['injury']);
    expect(ids('<h2 data-id="injury" aria-id=injury>I</h2>')).toEqual([null]);
  });

  it('keeps text before the first heading as plain content', () => {
    expect(splitContent('Lead text <b>bold</b>\n<h2 id="injury">I</h2>', IDS)).toEqual([
      { blockId: null, html: 'Lead text <b>bold</b>\n' },
      { blockId: 'injury', html: '<h2 id="injury">I</h2>' },
    ]);
  });

  it('drops plain pieces that are only white space, but never a block piece', () => {
    expect(splitContent('\n  <h2 id="injury"></h2>\n<h2 id="match-info">M</h2>', IDS)).toEqual([
      { blockId: 'injury', html: '<h2 id="injury"></h2>\n' },
      { blockId: 'match-info', html: '<h2 id="match-info">M</h2>' },
    ]);
    expect(splitContent('', IDS)).toEqual([]);
    expect(splitContent(' \n ', IDS)).toEqual([]);
  });

  it('gives one plain piece, the input, when nothing is cut or no ids are known', () => {
    const html = '<p>One</p><h2>Two</h2><ul><li>Three</li></ul>';
    expect(splitContent(html, IDS)).toEqual([{ blockId: null, html }]);
    expect(splitContent('<h2 id="injury">I</h2>', new Set())).toEqual([{ blockId: null, html: '<h2 id="injury">I</h2>' }]);
    expect(splitContent('just text, a < b > c', IDS)).toEqual([{ blockId: null, html: 'just text, a < b > c' }]);
  });

  it('cuts at a heading after a paragraph or heading left open, which a browser closes there, and drops what it drops', () => {
    expect(ids('<p>Intro<h2 id="injury">I</h2><p>x<p>y<h2 id="match-info">M</h2>')).toEqual([null, 'injury', 'match-info']);
    expect(ids('<p><b>bold<h2 id="injury">I</h2>')).toEqual([null, 'injury']);
    expect(ids('<h2 id="injury">I<h3 id="match-info">M</h3>')).toEqual(['injury', 'match-info']);
    expect(ids('<h2 id="injury">I</h4><h3 id="match-info">M</h3>')).toEqual(['injury', 'match-info']);
    expect(ids('<ul><li>a<li>b</ul><h2 id="injury">I</h2>')).toEqual([null, 'injury']);
    expect(ids('<html><body><h2 id="injury">I</h2></body></html>')).toEqual([null, 'injury']);
    expect(ids('<tr><td>cell</td></tr><h2 id="injury">I</h2>')).toEqual([null, 'injury']); // No table is open.
    expect(ids('<table><tr><td><h2 id="injury">I</h2></td></tr></table>')).toEqual([null]);
  });

  it('never throws on broken HTML and loses no text', () => {
    const broken = [
      '</div><h2 id="injury">I</h2></p></span>x',
      '<div><h2 id="injury">I</h2>',
      '<div><span><h2 id="injury">I</h2></div><h2 id="match-info">M</h2>',
      '<h2 id="injury">I</h2><div',
      '<h2 id="injury">I</h2><p title="unclosed><h2 id="match-info">M</h2>',
      '<h2 id="injury">I</h2><!-- never closed <h2 id="match-info">',
      '<h2 id="injury">I</h2>< h2 id="match-info"><<>></>< /p><3</ h2><h2 id=',
      '<table><tr><td><h2 id="injury">I</td></tr></table></td><h2 id="match-info">M</h2>',
      '<',
      '</',
      '<!',
      '<h2 id="">x</h2><h2 id>y</h2><h2 =x id=injury>z</h2>',
    ];
    for (const html of broken) {
      expect(() => splitContent(html, IDS)).not.toThrow();
      expect(joined(html)).toBe(html);
    }
    expect(ids(broken[0]!)).toEqual([null, 'injury']);
    expect(ids(broken[1]!)).toEqual([null]);
    expect(ids(broken[2]!)).toEqual([null, 'match-info']);
    expect(ids(broken[4]!)).toEqual(['injury']);
    expect(ids(broken[5]!)).toEqual(['injury']);
    expect(ids(broken[7]!)).toEqual([null, 'match-info']);
    expect(ids(broken[11]!)).toEqual([null, 'injury']);
  });

  it('returns slices of the input, character for character', () => {
    const html = '<p>Caf\u00e9 &amp; <i>more</i></p>\r\n<H2  ID = "injury"  >\u{1F3CF} I</H2 >\n<p>Tail &nbsp;</p>';
    const pieces = splitContent(html, IDS);
    expect(pieces.map((p) => p.blockId)).toEqual([null, 'injury']);
    expect(pieces.map((p) => p.html).join('')).toBe(html);
    expect(pieces[1]!.html).toBe('<H2  ID = "injury"  >\u{1F3CF} I</H2 >\n<p>Tail &nbsp;</p>');
  });
});
