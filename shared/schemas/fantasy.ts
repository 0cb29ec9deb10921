// Fantasy listing (GET /v1/fantasy/matches/{from}/{to}): matches with their fantasy-tips articles.
import { z } from 'zod';
import { ArticleSchema } from './article';
import { IdSchema } from './primitives';

export const FantasyMatchSchema = z.looseObject({
  match_id: IdSchema,
  tournament_name: z.string().nullish(),
  teama_name: z.string(),
  teama_logo: z.string().nullish(),
  teamb_name: z.string(),
  teamb_logo: z.string().nullish(),
  date_start: z.string().nullish(),
  venue: z.string().nullish(),
  // The spec does not say whether `news` is one article or several; both read as a list.
  news: z
    .union([z.array(ArticleSchema), ArticleSchema.transform((article) => [article])])
    .nullish()
    .transform((news) => news ?? []),
});
export type FantasyMatch = z.infer<typeof FantasyMatchSchema>;
