import { describe, expect, it } from 'vitest';
import { initials, roleOf, sameName, sheetName, withUnit } from '../../../web/src/features/articles/fantasy/fantasy-labels';
import { shareTargets } from '../../../web/src/features/articles/share-links';

describe('share targets', () => {
  it('gives each network its real share address with the link and title encoded', () => {
    const url = 'https://example.com/cricket-news/a-b-1?x=1&y=2';
    const targets = Object.fromEntries(shareTargets(url, 'India & Australia').map((t) => [t.name, t.href]));
    expect(Object.keys(targets)).toEqual(['Facebook', 'X', 'Instagram', 'Telegram', 'WhatsApp']);
    expect(targets.Facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(targets.X).toBe(`https://x.com/intent/post?url=${encodeURIComponent(url)}&text=India%20%26%20Australia`);
    expect(targets.Telegram).toBe(`https://t.me/share/url?url=${encodeURIComponent(url)}&text=India%20%26%20Australia`);
    expect(new URL(targets.WhatsApp!).searchParams.get('text')).toBe(`India & Australia ${url}`);
    expect(new URL(targets.Instagram!).hostname).toBe('www.instagram.com');
  });
});

describe('fantasy labels', () => {
  it('reads the upstream role words as the four fantasy kinds, batters by default', () => {
    expect(['wk', 'WK-Batsman', 'Wicket Keeper', 'bat', 'Batsman', 'all', 'All Rounder', 'AR', 'bowl', 'Bowler', null, 'coach'].map((role) => roleOf({ role }))).toEqual([
      'wk', 'wk', 'wk', 'bat', 'bat', 'all', 'all', 'all', 'bowl', 'bowl', 'bat', 'bat',
    ]);
  });

  it('shortens names for a team sheet and matches them whatever the case', () => {
    expect(sheetName('Rinku Menon')).toBe('R Menon');
    expect(sheetName('Ab de Villiers')).toBe('A de Villiers');
    expect(sheetName('Rashid')).toBe('Rashid');
    expect(initials('Virat Kohli')).toBe('VK');
    expect(initials('Rashid')).toBe('R');
    expect(sameName(' virat kohli', 'Virat Kohli ')).toBe(true);
    expect(sameName(null, 'x')).toBe(false);
  });

  it('adds a unit only to a bare number', () => {
    expect(withUnit('28', '°C')).toBe('28°C');
    expect(withUnit('28°C', '°C')).toBe('28°C');
    expect(withUnit('', '%')).toBeNull();
  });
});
