// The addresses the site's own contact text gives, for readers who would rather write an email.
export const CONTACT_EMAILS = [
  { label: 'General enquiries', email: 'contact@cricket-edge.example' },
  { label: 'Editorial and corrections', email: 'editor@cricket-edge.example' },
] as const;
