// The article fields the article-page tests compare the page against, as the edge answers them.
export interface WireArticle {
  id: number;
  title: string;
  slug: string;
  type: 'news' | 'top_story' | 'fantasy' | 'weekly_recap';
  isLive: boolean;
  content?: string;
  image?: string;
  publishedAt?: string;
  author?: { name: string; username?: string | null } | null;
  cnt_likes: number;
  is_liked: boolean;
  match_id: number | null;
  info: { showReadMore: boolean; customBlocks: { id: string; order: number; heading: string }[]; faqs: { question: string }[] };
  match?: {
    matchInfo: { title: string; subtitle: string; series: string; format: string; venue: string; city: string };
    teams: Record<'teama' | 'teamb', { name: string; logo: string; playing11: { name: string }[] }>;
    injuryNews: { player: string; team: string; status: string }[];
    teamForm: Record<'teama' | 'teamb', { name: string; form: string[] }>;
    pitch: { type: string; suits: string; avgFirstInnings: number; report: string };
    c_vc: { c: { name: string }; vc: { name: string } };
    weather: { temp: number; humidity: number; wind_speed: number };
    avoidablePlayers: { name: string; reason: string }[];
    fantasyTeams: { title: string; captain: string; vice_captain: string; players: { name: string }[] }[];
    playerStats: { name: string; runs: number }[];
  };
}

/** The page an article is read at (SPEC section 2 routes): the SPA's and the edge's own function. */
export { articleHref as articlePath } from '../../shared/format/article-path';
