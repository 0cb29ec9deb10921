// A status note with no markup is its own text without the HTML parser, and a note with markup is
// parsed once however often its card renders. The parser here is a stand-in that counts its calls
// (the browser's DOMParser is not in Node); what it does with the markup is the browser's business.
// On the edge, where there is no parser, the text is read from the string.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainText } from '../../../web/src/lib/plain-text';

const parsed: string[] = [];

describe('plainText', () => {
  beforeAll(() => {
    globalThis.DOMParser = class {
      parseFromString(html: string) {
        parsed.push(html);
        return { body: { querySelectorAll: () => [], textContent: html.replace(/<[^>]*>/g, '').replace('&amp;', '&') } };
      }
    } as unknown as typeof DOMParser;
  });

  afterAll(() => {
    delete (globalThis as { DOMParser?: unknown }).DOMParser;
  });

  it('returns text with no tag and no character reference as it is, without parsing it', () => {
    for (const note of ['India need 45 runs in 30 balls', 'Stumps - Day 2: Australia lead by 120 runs', '']) expect(plainText(note)).toBe(note);
    expect(parsed).toEqual([]);
  });

  it('parses a fragment with a tag or a reference once, however often it is asked for', () => {
    for (let i = 0; i < 3; i++) {
      expect(plainText('<b>India</b> won')).toBe('India won');
      expect(plainText('India &amp; Australia')).toBe('India & Australia');
    }
    expect(parsed).toEqual(['<b>India</b> won', 'India &amp; Australia']);
  });
});

describe('plainText on the edge, where there is no DOMParser', () => {
  it('takes out tags, comments and code, and reads numeric and the common named references', () => {
    expect(typeof DOMParser).toBe('undefined');
    expect(plainText('<p>India <b>won</b> by 5 wickets</p>')).toBe('India won by 5 wickets');
    expect(plainText('A<script>alert(1)</script><style>p{}</style><!-- note -->B')).toBe('AB');
    expect(plainText('Kohli &amp; Rohit: 100&#43; &#x2014; &quot;magic&quot; &lt;3')).toBe('Kohli & Rohit: 100+ \u2014 "magic" <3');
  });

  it('leaves a reference it does not know as written', () => {
    expect(plainText('Caf&eacute; &bogus; &#0;')).toBe('Caf&eacute; &bogus; &#0;');
  });
});
