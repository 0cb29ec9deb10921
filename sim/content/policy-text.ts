// The text of the policy pages (/p/{slug}). Kept as data, sections of paragraphs and lists, so
// custom-pages.ts renders them all the same way.

export interface PageSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface PageText {
  title: string;
  intro: string;
  sections: PageSection[];
}

export const SITE_NAME = 'Cricket Edge';
export const CONTACT_EMAIL = 'contact@cricket-edge.example';
export const PRIVACY_EMAIL = 'privacy@cricket-edge.example';
export const EDITOR_EMAIL = 'editor@cricket-edge.example';
const UPDATED = 'Last updated: 1 January 2026.';

export const POLICY_TEXT: Record<string, PageText> = {
  'privacy-policy': {
    title: 'Privacy Policy',
    intro: `${SITE_NAME} respects your privacy. This policy explains what information we collect when you use our website, why we collect it and the choices you have. ${UPDATED}`,
    sections: [
      {
        heading: 'Information we collect',
        paragraphs: [
          'Most of the site can be used without an account. When you browse, our servers and partners receive technical information such as your IP address, browser type, device, screen resolution, time zone and the pages you visit.',
          'If you sign in with Google, we receive your name, email address and profile picture from Google. You may add a mobile number, date of birth and state to your profile; these are optional until you choose to provide them.',
        ],
        list: ['Account details you give us', 'Usage data such as pages viewed and articles liked', 'Messages you send through the contact form', 'Error reports sent automatically when the app crashes'],
      },
      {
        heading: 'How we use information',
        paragraphs: [
          'We use information to run the site, keep scores and articles fast and reliable, remember your likes, personalise your profile and respond to your messages.',
          'We use aggregated statistics to understand which content readers value, so that we can plan coverage. We do not sell your personal information.',
        ],
      },
      {
        heading: 'Advertising and analytics',
        paragraphs: [
          'The site shows display advertising. Advertising partners may use cookies and similar technologies to show ads and measure their performance. You can manage cookie preferences in your browser and through the cookie banner.',
          'We use analytics and error-reporting services to measure traffic and fix problems. These services receive pseudonymous identifiers rather than your name.',
        ],
      },
      {
        heading: 'Retention and security',
        paragraphs: [
          'We keep account information for as long as your account is active, and delete it within 30 days of a deletion request. Server logs are kept for up to 90 days.',
          'Data is sent over encrypted connections and stored with access controls. No method of transmission is perfectly secure, but we work to protect your information.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [`You may ask to see, correct or delete the personal information we hold about you. Write to ${PRIVACY_EMAIL} and we will reply within 30 days.`],
        list: ['Access your data', 'Correct inaccurate data', 'Delete your account', 'Withdraw consent to optional processing'],
      },
    ],
  },
  'terms-of-use': {
    title: 'Terms of Use',
    intro: `These terms govern your use of ${SITE_NAME}. By using the site you agree to them. If you do not agree, please do not use the site. ${UPDATED}`,
    sections: [
      {
        heading: 'Using the site',
        paragraphs: [
          'You may read, share and link to our content for personal, non-commercial purposes. You must not copy large parts of the site, scrape it automatically or use it in a way that harms other readers or our systems.',
          'Live scores and statistics are provided as quickly and accurately as we can, but may be delayed or contain errors. Do not rely on them for betting or other financial decisions.',
        ],
      },
      {
        heading: 'Accounts',
        paragraphs: ['You are responsible for activity under your account. Keep your sign-in secure and tell us promptly if you believe it has been misused.'],
        list: ['Provide accurate profile information', 'Do not impersonate others', 'Do not attempt to access other accounts'],
      },
      {
        heading: 'Content and intellectual property',
        paragraphs: [
          `Articles, images, logos and design are owned by ${SITE_NAME} or its licensors. Team and tournament names belong to their owners and are used for identification.`,
          'Fantasy tips are opinion. Fantasy sports involve an element of financial risk and may be addictive; please play responsibly and only where it is legal.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: ['The site is provided as is. To the extent permitted by law, we are not liable for indirect or consequential losses arising from its use.'],
      },
      {
        heading: 'Changes and governing law',
        paragraphs: ['We may update these terms; the date at the top shows the latest version. These terms are governed by the laws of India, and disputes are subject to the courts of Mumbai.'],
      },
    ],
  },
  'correction-policy': {
    title: 'Correction Policy',
    intro: `Accuracy matters to us. When we get something wrong, we correct it openly and quickly. ${UPDATED}`,
    sections: [
      {
        heading: 'How we correct errors',
        paragraphs: [
          'Factual errors in articles are corrected as soon as they are confirmed. Significant corrections carry a note at the end of the article explaining what changed and when.',
          'Minor fixes, such as spelling or formatting, are made without a note when they do not change the meaning of the story.',
        ],
        list: ['Wrong scores, names or dates are fixed immediately', 'Misattributed quotes are corrected with a note', 'Headlines are updated if the story changes materially'],
      },
      {
        heading: 'Live scores',
        paragraphs: ['Live data comes from official scorers and can change after review, for example when a boundary is reviewed or a run is reassigned. Our scorecards update automatically when that happens.'],
      },
      {
        heading: 'Reporting an error',
        paragraphs: [`Email ${EDITOR_EMAIL} with a link to the article and a description of the error. An editor reviews every report within one working day.`],
      },
    ],
  },
  'fact-check-policy': {
    title: 'Fact-Check Policy',
    intro: `Every article on ${SITE_NAME} goes through a fact-checking process before and after publication. ${UPDATED}`,
    sections: [
      {
        heading: 'Our standards',
        paragraphs: [
          'Statistics are checked against official scorecards. Quotes are taken from press conferences, official releases or our own interviews, and are attributed.',
          'Injury and selection news is published only when confirmed by a team, a board or at least two independent sources.',
        ],
        list: ['Primary sources first', 'Two sources for unconfirmed news', 'Clear labels for opinion and analysis', 'Dates and times in IST and GMT'],
      },
      {
        heading: 'Opinion and fantasy content',
        paragraphs: ['Analysis, previews and fantasy tips express the writer’s judgement. They are labelled, and the facts they rely on are checked like any other article.'],
      },
      {
        heading: 'Independence',
        paragraphs: ['Advertisers and partners have no say over our editorial content. Sponsored content, when published, is clearly marked.'],
      },
    ],
  },
  'cookie-policy': {
    title: 'Cookie Policy',
    intro: `This policy explains how ${SITE_NAME} uses cookies and similar technologies such as local storage. ${UPDATED}`,
    sections: [
      {
        heading: 'What we store',
        paragraphs: ['Cookies and local storage help the site remember you between visits. We store your sign-in token, your login method, a random session identifier and whether you accepted the cookie notice.'],
        list: ['Essential: sign-in and security', 'Preferences: cookie consent', 'Analytics: anonymous traffic statistics', 'Advertising: ad delivery and frequency capping'],
      },
      {
        heading: 'Third-party cookies',
        paragraphs: ['Advertising and analytics partners may set their own cookies. Their use is governed by their own policies.'],
      },
      {
        heading: 'Managing cookies',
        paragraphs: ['You can delete or block cookies in your browser settings. Blocking essential cookies may stop sign-in from working. Pressing OK on the cookie banner records your consent on this device.'],
      },
    ],
  },
  'dmca-policy': {
    title: 'DMCA Policy',
    intro: `${SITE_NAME} respects the intellectual property of others and responds to notices of alleged infringement. ${UPDATED}`,
    sections: [
      {
        heading: 'Filing a notice',
        paragraphs: [`If you believe content on our site infringes your copyright, send a written notice to ${CONTACT_EMAIL} with the following information.`],
        list: [
          'Your name, address and signature',
          'A description of the copyrighted work',
          'The URL of the material you believe infringes it',
          'A statement that you believe in good faith the use is not authorised',
          'A statement that the information in the notice is accurate',
        ],
      },
      {
        heading: 'What happens next',
        paragraphs: ['We review notices promptly, remove or disable access to infringing material where appropriate and inform the person who provided it, who may file a counter-notice.'],
      },
      {
        heading: 'Repeat infringement',
        paragraphs: ['Accounts of users who repeatedly infringe copyright may be suspended.'],
      },
    ],
  },
  'disclaimer-policy': {
    title: 'Disclaimer',
    intro: `The information on ${SITE_NAME} is published in good faith for general information. ${UPDATED}`,
    sections: [
      {
        heading: 'Scores and statistics',
        paragraphs: ['Scores, statistics and rankings are updated as quickly as possible but may be delayed or contain errors. Official scorers and governing bodies are the final authority.'],
      },
      {
        heading: 'Fantasy sports',
        paragraphs: [
          'Fantasy predictions are the opinion of our writers and are not a guarantee of results. Fantasy sports involve financial risk and may be habit-forming. Please play responsibly.',
          'Fantasy games may not be available in every state; check the laws that apply where you live.',
        ],
      },
      {
        heading: 'External links',
        paragraphs: ['Links to other websites are provided for convenience. We do not control and are not responsible for their content.'],
      },
      {
        heading: 'Views and advertising',
        paragraphs: [
          'Opinions in columns, analysis and interviews belong to their authors and the people quoted, not necessarily to the publication.',
          'Advertisements are supplied by third parties. Their appearance on the site is not an endorsement of the products or services advertised.',
        ],
        list: ['Check official sources for ticketing and broadcast details', 'Verify fantasy line-ups after the toss', 'Contact us if you spot an error'],
      },
    ],
  },
};
