// Custom pages (GET /v1/misc/customPage/{slug}): the policy pages of /p/{slug}, about-us and
// contact-us, rendered from text data into the HTML the CMS would hold.
import { CONTACT_EMAIL, EDITOR_EMAIL, POLICY_TEXT, SITE_NAME, type PageText } from './policy-text';
import { escapeHtml } from './text';

export interface CustomPage {
  id: number;
  title: string;
  content: string;
  status: 'active';
}

const SITE_TEXT: Record<string, PageText> = {
  'about-us': {
    title: 'About Us',
    intro: `${SITE_NAME} is a cricket website for fans who want live scores, sharp news and useful fantasy tips in one place. We cover international cricket, the franchise leagues and the domestic game, with a focus on readers in India.`,
    sections: [
      {
        heading: 'What we do',
        paragraphs: [
          'Our live desk follows every ball of the matches that matter, with scorecards, commentary and live blogs. Our reporters break team news, our analysts explain what the numbers mean and our fantasy team helps you pick your side before the toss.',
          'We publish round the clock, because cricket is played round the clock somewhere in the world.',
        ],
        list: ['Live scores and ball-by-ball commentary', 'News, features and interviews', 'Fantasy tips for every major match', 'Rankings, points tables and player profiles'],
      },
      {
        heading: 'Our values',
        paragraphs: ['We aim to be fast, accurate and fair. We correct our mistakes openly, keep opinion apart from fact and never let advertisers shape our coverage.'],
      },
      {
        heading: 'The team',
        paragraphs: ['Our writers include former players, statisticians and journalists who have covered World Cups, Tests and leagues on five continents. Meet some of them below.'],
      },
    ],
  },
  'contact-us': {
    title: 'Contact Us',
    intro: `We would love to hear from you: story tips, corrections, partnership ideas or feedback on the site.`,
    sections: [
      {
        heading: 'Write to us',
        paragraphs: [`General enquiries: ${CONTACT_EMAIL}. Editorial and corrections: ${EDITOR_EMAIL}. We reply to most messages within two working days.`],
      },
      {
        heading: 'Use the form',
        paragraphs: ['Fill in your name, email, a subject and your message, and press Send. Every message reaches a real person on our team.'],
      },
      {
        heading: 'Partnerships and advertising',
        paragraphs: ['For advertising, syndication and content partnerships, write to us with a short description of your proposal and a way to reach you. Our partnerships team will be in touch.'],
        list: ['Display and video advertising', 'Content syndication', 'Events and fan activations'],
      },
      {
        heading: 'Follow us',
        paragraphs: ['Follow us on Instagram, Facebook, YouTube and X for highlights, polls and breaking news.'],
      },
    ],
  },
};

/** Page ids as the CMS numbered them: policies first, then the site pages. */
const PAGE_IDS: Record<string, number> = {
  'privacy-policy': 1,
  'terms-of-use': 2,
  'correction-policy': 3,
  'fact-check-policy': 4,
  'cookie-policy': 5,
  'dmca-policy': 6,
  'disclaimer-policy': 7,
  'about-us': 8,
  'contact-us': 9,
};

function render(text: PageText): string {
  const parts = [`<p>${escapeHtml(text.intro)}</p>`];
  for (const s of text.sections) {
    parts.push(`<h2>${escapeHtml(s.heading)}</h2>`);
    for (const p of s.paragraphs) parts.push(`<p>${escapeHtml(p)}</p>`);
    if (s.list) parts.push(`<ul>${s.list.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`);
  }
  return parts.join('\n');
}

export const CUSTOM_PAGE_SLUGS: readonly string[] = Object.keys(PAGE_IDS);

export function customPage(slug: string): CustomPage | undefined {
  const text = POLICY_TEXT[slug] ?? SITE_TEXT[slug];
  const id = PAGE_IDS[slug];
  if (!text || id === undefined) return undefined;
  return { id, title: text.title, content: render(text), status: 'active' };
}
