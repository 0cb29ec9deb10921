import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from './link';
import { MORE_MENU_MAX_HEIGHT_PX, MORE_MENU_SCROLL_AT_ITEMS } from '../../../shared/constants';
import { newsCategoriesQuery } from '../lib/news-categories-query';
import { Icon } from './icon';
import { isActiveLink, SITE_LINKS, type SiteLink } from './site-links';

/**
 * The top bar's More dropdown: Ranking, Teams and one entry per news category. A disclosure (a
 * button with aria-expanded over a list of links), not an ARIA menu, because its items are plain
 * navigation; arrow keys still move between them, Escape closes and gives focus back to the button.
 */
export function MoreMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The categories are asked for when the fan shows an interest (pointer over the menu, focus in it,
  // the menu open) or is on a category page (whose entry marks More as current), not by every page
  // as it starts: one request, parse and render less while a phone is busiest.
  // A failed category list leaves Ranking and Teams: SPEC section 8, most list errors render nothing.
  const [wanted, setWanted] = useState(false);
  const categories = useQuery({ ...newsCategoriesQuery, enabled: wanted || open || pathname.startsWith('/category/') });

  const items: SiteLink[] = [
    ...SITE_LINKS.more,
    ...(categories.data ?? []).map((category) => ({ label: category.title, to: `/category/${category.slug}` })),
  ];
  const scrolls = items.length >= MORE_MENU_SCROLL_AT_ITEMS;
  const active = items.some((item) => isActiveLink(item, pathname));

  // Following a link (or the browser's back button) closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  // A click anywhere else closes it, as focus leaving it does (onBlur below).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('.more-menu__link') ?? []);
  const focusItem = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  // The panel is `hidden` until the state change commits; focus its first link on the next frame.
  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusItem(target);
  };

  return (
    <div
      className="more-menu"
      ref={rootRef}
      onPointerEnter={() => setWanted(true)}
      onFocus={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-link more-menu__button${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onKeyDown={onButtonKeyDown}
        onClick={(event) => {
          // A keyboard press (Enter, Space) reports no clicks: take focus into the list for it.
          if (!open && event.detail === 0) openAndFocus(0);
          else setOpen(!open);
        }}
      >
        More <Icon name="chevron" size={16} />
      </button>
      <ul
        id={panelId}
        className={`more-menu__panel${scrolls ? ' more-menu__panel--scroll' : ''}`}
        style={scrolls ? { maxHeight: MORE_MENU_MAX_HEIGHT_PX } : undefined}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
      >
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="more-menu__link"
              aria-current={isActiveLink(item, pathname) ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
