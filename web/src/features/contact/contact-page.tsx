import { PageFrame } from '../../components/page/page-frame';
import { SITE_LINKS } from '../../components/site-links';
import { CONTACT_EMAILS } from './contact-details';
import { ContactForm } from './contact-form';
import './contact.css';

/** /contact-us: banner, the feedback form, and the other ways to reach the site. */
export function ContactPage() {
  return (
    <PageFrame title="Contact Us" crumbs={[{ label: 'Contact Us' }]} className="contact">
      <p className="contact-banner">Story tips, corrections, partnership ideas or feedback on the site: we would love to hear from you.</p>
      <div className="contact-layout">
        <ContactForm />
        <aside className="contact-aside" aria-label="Other ways to reach us">
          <h2>Write to us</h2>
          <ul className="contact-list">
            {CONTACT_EMAILS.map((item) => (
              <li key={item.email}>
                <span className="contact-muted">{item.label}</span>
                <a href={`mailto:${item.email}`}>{item.email}</a>
              </li>
            ))}
          </ul>
          <h2>Follow us</h2>
          <ul className="contact-social">
            {SITE_LINKS.social.map((link) => (
              <li key={link.label}>
                <a href={link.to} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </PageFrame>
  );
}
