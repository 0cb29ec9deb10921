import type { ReactNode } from 'react';
import { Link } from './link';
import './block-frame.css';

interface BlockFrameProps {
  /** Names the section; also its heading's id stem. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** 'See all' link to the block's own page. */
  more?: { to: string; label: string };
  className?: string;
  /** Set while the block's data loads, so assistive tech knows the section is not ready. */
  busy?: boolean;
  children: ReactNode;
}

/** A home-page block: a card with a heading, an optional subtitle and a link to the full page. */
export function BlockFrame({ id, title, subtitle, more, className, busy, children }: BlockFrameProps) {
  return (
    <section className={className ? `block ${className}` : 'block'} aria-labelledby={`${id}-heading`} aria-busy={busy || undefined} data-block={id}>
      <header className="block__head">
        <div className="block__titles">
          <h2 id={`${id}-heading`} className="block__title">
            {title}
          </h2>
          {subtitle && <p className="block__subtitle">{subtitle}</p>}
        </div>
        {more && (
          <Link to={more.to} className="block__more">
            {more.label}
            <span aria-hidden="true"> ›</span>
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
