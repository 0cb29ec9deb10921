import type { ReactNode } from 'react';
import { Link } from '../link';
import './page.css';

export interface Crumb {
  label: string;
  /** Omitted for the page itself, which is the last crumb. */
  to?: string;
}

interface PageFrameProps {
  title: ReactNode;
  /** After Home, which every breadcrumb starts with. */
  crumbs?: Crumb[];
  /** Shown beside the heading (a LIVE badge, a live-connection status). */
  badge?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** The frame every content page shares: breadcrumb, one h1, then the page. */
export function PageFrame({ title, crumbs = [], badge, className, children }: PageFrameProps) {
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <nav aria-label="Breadcrumb" className="page__crumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={`${crumb.label}|${crumb.to ?? ''}`}>
              {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <div className="page__head">
        <h1 className="page__title">{title}</h1>
        {badge}
      </div>
      {children}
    </div>
  );
}
