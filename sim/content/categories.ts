// News categories: the More menu lists one entry per category, /category/{slug} lists its articles.

export interface NewsCategory {
  id: number;
  title: string;
  slug: string;
}

export const NEWS_CATEGORIES: readonly NewsCategory[] = [
  { id: 1, title: 'IPL 2025', slug: 'ipl-2025' },
  { id: 2, title: 'India', slug: 'india' },
  { id: 3, title: 'International', slug: 'international' },
  { id: 4, title: 'Domestic', slug: 'domestic' },
  { id: 5, title: "Women's Cricket", slug: 'womens-cricket' },
  { id: 6, title: 'T20 World Cup', slug: 't20-world-cup' },
  { id: 7, title: 'Analysis', slug: 'analysis' },
  { id: 8, title: 'Interviews', slug: 'interviews' },
  { id: 9, title: 'Records and Stats', slug: 'records-and-stats' },
  { id: 10, title: 'Franchise Leagues', slug: 'franchise-leagues' },
  { id: 11, title: 'Injury Updates', slug: 'injury-updates' },
  { id: 12, title: 'Fantasy Tips', slug: 'fantasy-tips' },
];

export function categoryBySlug(slug: string): NewsCategory | undefined {
  return NEWS_CATEGORIES.find((c) => c.slug === slug);
}
