/** The live-blog page's ?page values in tab order, with their labels (SPEC section 2). */
export const LIVE_BLOG_TABS = [
  { key: 'liveblog', label: 'Live Blog' },
  // The spelling is the URL the spec gives; the label is what readers see.
  { key: 'ballbyballcommerntry', label: 'Ball by Ball Commentary' },
  { key: 'scorecard', label: 'Scorecard' },
] as const;

export type LiveBlogTab = (typeof LIVE_BLOG_TABS)[number]['key'];

export const DEFAULT_LIVE_BLOG_TAB: LiveBlogTab = 'liveblog';

export function isLiveBlogTab(value: string | null): value is LiveBlogTab {
  return LIVE_BLOG_TABS.some((tab) => tab.key === value);
}
