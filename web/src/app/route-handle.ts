// What a route tells the layout about itself, through React Router's `handle`: the header title
// (SPEC.md section 2 'Navigation'), the meta record to load for <title> and description, and whether
// the chrome (footer, bottom bar) shows.
export interface RouteHandle {
  /** Header title by page type: 'Schedule', 'Cricket News', 'Fantasy Tips', 'Series', 'Ranking', 'Points Table', 'Teams'. */
  headerTitle?: string;
  /** Slug for GET /v1/misc/meta/{slug} (home, series, schedule-live, ...). */
  metaSlug?: string;
  /** Login and user-profile hide the footer and the bottom bar. */
  hideChrome?: boolean;
  /**
   * The page is drawn by the browser alone, not rendered at the edge (src/edge-render.tsx): the edge
   * serves the shell with a skeleton. Says why.
   */
  browserOnly?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
