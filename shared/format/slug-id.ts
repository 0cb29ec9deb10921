// Route segments of the form '{slug}-{id}' (articles, live blogs, series, stories, teams): the id
// is the part after the last hyphen.

export interface SlugId {
  slug: string;
  id: number;
}

/**
 * 'india-vs-australia-3rd-odi-87006' → {slug: 'india-vs-australia-3rd-odi', id: 87006}. Null when
 * there is no hyphen, the slug before it is empty, or the part after it is not a positive integer
 * written canonically (no sign, no leading zeros: '007' would make a second URL for the same page).
 */
export function parseSlugId(segment: string): SlugId | null {
  const cut = segment.lastIndexOf('-');
  if (cut <= 0) return null;
  const idText = segment.slice(cut + 1);
  if (!/^[1-9]\d*$/.test(idText)) return null;
  const id = Number(idText);
  if (!Number.isSafeInteger(id)) return null;
  return { slug: segment.slice(0, cut), id };
}

/** The inverse of parseSlugId: toSlugId('india-vs-australia', 87006) → 'india-vs-australia-87006'. */
export function toSlugId(slug: string, id: number): string {
  return `${slug}-${id}`;
}
