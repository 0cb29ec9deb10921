// Tags and FAQs: the small structured parts of an article page.
import { slugify } from '../media/urls';
import type { Rng } from '../rng';
import type { Faq, Tag } from './article-model';
import { categoryBySlug } from './categories';
import type { FantasyMatchData } from './fantasy';
import type { Subject } from './subjects';
import { tidy } from './text';

export function tag(keyword: string): Tag {
  return { keyword, keyword_slug: slugify(keyword) };
}

/** Teams, the headline player, the series and the category: what a reader would click through to. */
export function tagsFor(s: Subject, categorySlug: string): Tag[] {
  const words = [s.teamA.name, s.teamB.name, s.player.name, s.series?.title, categoryBySlug(categorySlug)?.title];
  const unique = [...new Set(words.filter((w): w is string => typeof w === 'string' && w.length > 0))];
  return unique.map(tag);
}

export function editorialFaqs(rng: Rng, s: Subject): Faq[] {
  const all: Faq[] = [
    { question: `Which team does ${s.player.name} play for?`, answer: `${s.player.name} plays for ${s.teamA.name}.` },
    {
      question: `What is the batting style of ${s.player.name}?`,
      answer: `${s.player.name} is a ${s.player.batting_style.toLowerCase()}${s.player.bowler_kind === 'none' ? '' : ` who also bowls ${s.player.bowling_style.toLowerCase()}`}.`,
    },
    { question: `Where can I follow ${s.teamA.name} vs ${s.teamB.name} live?`, answer: 'Live scores, ball-by-ball commentary and scorecards are on our match centre and live blog.' },
    s.series
      ? { question: `When does the ${s.series.title} end?`, answer: `The ${s.series.title} runs from ${s.series.date_start} to ${s.series.date_end}.` }
      : { question: `Who captains ${s.teamA.name}?`, answer: `${s.teamA.name} announce their captain with each squad.` },
  ];
  return rng.shuffle(all).slice(0, rng.int(2, 4)).map((f) => ({ question: tidy(f.question), answer: tidy(f.answer) }));
}

export function fantasyFaqs(d: FantasyMatchData): Faq[] {
  const m = d.matchInfo;
  return [
    { question: `Where is ${m.title} being played?`, answer: `${m.title} is played at ${m.venue}, ${m.city}.` },
    { question: `When does ${m.title} start?`, answer: `The match starts at ${m.date_start.slice(11, 16)} GMT on ${m.date_start.slice(0, 10)}.` },
    { question: `Who are the best captain picks for ${m.title}?`, answer: `${d.c_vc.c.name} as captain and ${d.c_vc.vc.name} as vice-captain.` },
    { question: 'How is the pitch expected to play?', answer: d.pitch.report },
  ];
}
