import type { ReactNode } from 'react';
import { Link } from '../link';
import './team-squad.css';

interface PlayerTileProps {
  name: string;
  /** After the name: '(c)', '(wk)'. */
  marks?: ReactNode;
  /** The line under the name: role, international. */
  note?: string;
  photo?: string | null;
  /** The player's page; a tile without one is not a link. */
  href: string | null;
}

/** A player in a squad: photo, name and role, linking to the player's page. */
export function PlayerTile({ name, marks, note, photo, href }: PlayerTileProps) {
  const inner = (
    <>
      {photo ? <img src={photo} alt="" width={44} height={44} loading="lazy" /> : <span className="team-player__photo" />}
      <span>
        <span className="team-player__name">
          {name}
          {marks}
        </span>
        {note && <span className="team-player__role">{note}</span>}
      </span>
    </>
  );
  return href ? (
    <Link to={href} className="team-player">
      {inner}
    </Link>
  ) : (
    <div className="team-player">{inner}</div>
  );
}
