// Which link of the chrome is the page a fan is on.
import { describe, expect, it } from 'vitest';
import { isActiveLink, SITE_LINKS } from '../../../web/src/components/site-links';

const activeTop = (pathname: string) => SITE_LINKS.top.filter((link) => isActiveLink(link, pathname)).map((link) => link.label);

describe('the active navigation link', () => {
  it('is Home only on home, and each section for its whole subtree', () => {
    expect(activeTop('/')).toEqual(['Home']);
    expect(activeTop('/schedule/upcoming')).toEqual(['Schedule']);
    expect(activeTop('/cricket-news/a-story-12')).toEqual(['Cricket News']);
    expect(activeTop('/series/t20-cup-123/pointtable')).toEqual(['Series']);
    expect(activeTop('/about-us')).toEqual([]);
  });

  it("is Schedule on a match centre, which sits under its series' path, with or without a tab", () => {
    expect(activeTop('/series/t20-cup-123/schedule/a-vs-b-456/commentary')).toEqual(['Schedule']);
    expect(activeTop('/series/t20-cup-123/schedule/a-vs-b-456')).toEqual(['Schedule']);
    // The series' own schedule tab stays Series'.
    expect(activeTop('/series/t20-cup-123/schedule')).toEqual(['Series']);
    expect(SITE_LINKS.bottom.filter((link) => isActiveLink(link, '/series/s-1/schedule/m-2/scorecard')).map((link) => link.label)).toEqual(['Schedule']);
  });
});
