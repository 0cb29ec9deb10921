import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MessageEnvelopeSchema } from '../../../../shared/schemas/envelope';
import { ContactFormSchema, type ContactForm as ContactFields } from '../../../../shared/schemas/feedback';
import { apiPost } from '../../lib/api-client';

type Field = keyof ContactFields;
const EMPTY: ContactFields = { name: '', email: '', subject: '', body: '' };

const FIELDS: { name: Field; label: string; type: 'text' | 'email' | 'textarea'; autoComplete?: string }[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email ID', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject of contact', type: 'text' },
  { name: 'body', label: 'Message', type: 'textarea' },
];

const THANKS = 'Thank you for contacting us. We will get back to you soon.';

/** idle → errors under the fields → 'Sending...' → thanks (form cleared) or 'Please try again after some time.' */
export function ContactForm() {
  const [values, setValues] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const send = useMutation({
    mutationFn: (form: ContactFields) => apiPost('/v1/misc/feedback', { ...form, type: 'feedback' }, MessageEnvelopeSchema),
    onSuccess: () => setValues(EMPTY),
  });

  function edit(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // An error clears as soon as its field is edited (SPEC.md section 5).
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (send.isSuccess || send.isError) send.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ContactFormSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    send.mutate(parsed.data);
  }

  return (
    // noValidate: the page shows the spec's own messages under the fields, not the browser's bubbles.
    <form className="contact-form" onSubmit={submit} noValidate aria-label="Contact form">
      {FIELDS.map((field) => {
        const id = `contact-${field.name}`;
        const error = errors[field.name];
        const common = {
          id,
          name: field.name,
          value: values[field.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div key={field.name} className="contact-field">
            <label htmlFor={id}>{field.label}</label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={5} maxLength={5000} onChange={(e) => edit(field.name, e.target.value)} />
            ) : (
              <input {...common} type={field.type} autoComplete={field.autoComplete} maxLength={field.name === 'subject' ? 200 : 120} onChange={(e) => edit(field.name, e.target.value)} />
            )}
            {error && (
              <p id={`${id}-error`} className="contact-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="contact-button" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send'}
      </button>
      <div aria-live="polite">
        {send.isSuccess && <p className="contact-success">{send.data.message || THANKS}</p>}
        {send.isError && <p className="contact-failure">Please try again after some time.</p>}
      </div>
    </form>
  );
}
