// A player's page: /players-details/{name-slug}-{id}/{section}. The route reads the id from the last
// part, so any slug works; the upstream's own is used when it sends one.

/** 'Virat Kohli' → 'virat-kohli'. */
export function nameSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'player'
  );
}

/** The player's overview page; null when there is no id to link by. */
export function playerHref(player: { pid?: number | null; slug?: string | null; name: string }): string | null {
  if (!player.pid) return null;
  return `/players-details/${player.slug || nameSlug(player.name)}-${player.pid}/overview`;
}
