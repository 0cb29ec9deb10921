import { Link } from 'react-router-dom';

export interface TabLink {
  key: string;
  label: string;
  to: string;
}

interface TabBarProps {
  tabs: TabLink[];
  active: string;
  /** Names the bar for screen readers ('Schedule tabs'). */
  label: string;
  sticky?: boolean;
}

// The tabs are routes (each has its own URL), so they are links marked with aria-current rather
// than ARIA tabs, which would promise arrow-key behaviour that links do not have.
/** A row of route tabs with the current one marked. */
export function TabBar({ tabs, active, label, sticky = false }: TabBarProps) {
  return (
    <nav aria-label={label} className={sticky ? 'tab-bar tab-bar--sticky' : 'tab-bar'}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.to} className="tab-bar__tab" aria-current={tab.key === active ? 'page' : undefined} data-tab={tab.key}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
