// Fantasy listing (GET /v1/fantasy/matches/{from}/{to}): matches with their fantasy-tips articles.
import { z } from '../zod';
import { ArticleSchema } from './article';
import { IdSchema } from './primitives';

export const FantasyMatchSchema = z.looseObject({
  match_id: IdSchema,
  tournament_name: z.nullish(z.string()),
  teama_name: z.string(),
  teama_logo: z.nullish(z.string()),
  teamb_name: z.string(),
  teamb_logo: z.nullish(z.string()),
  date_start: z.nullish(z.string()),
  venue: z.nullish(z.string()),
  // The spec does not say whether `news` is one article or several; both read as a list.
  news: z.pipe(
    z.nullish(
      z.union([
        z.array(ArticleSchema),
        z.pipe(
          ArticleSchema,
          z.transform((article) => [article]),
        ),
      ]),
    ),
    z.transform((news) => news ?? []),
  ),
});
export type FantasyMatch = z.infer<typeof FantasyMatchSchema>;
