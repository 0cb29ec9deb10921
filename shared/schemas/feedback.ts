// The contact form (SPEC section 5) and the feedback request it turns into (POST /v1/misc/feedback).
import { z } from '../zod';

function required(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message));
}

/** Field names follow the request body, so a valid form is sent as it is plus its type. */
export const ContactFormSchema = z.object({
  name: required('Full Name is required'),
  // The page's email input is of email type; the same check here keeps junk out when it is bypassed.
  email: z.pipe(required('Email ID is required'), z.email('Enter a valid Email ID')),
  subject: required('Subject is required'),
  /** Shown as Message. */
  body: required('Message is required'),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

export const FeedbackSchema = z.object({
  name: z.string().check(z.minLength(1)),
  email: z.email(),
  subject: z.string().check(z.minLength(1)),
  body: z.string().check(z.minLength(1)),
  type: z._default(z.string().check(z.minLength(1)), 'feedback'),
});
export type Feedback = z.infer<typeof FeedbackSchema>;
