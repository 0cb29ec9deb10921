// The drawing of a ball moment (ball-moment.tsx): a word and a small scene, in SVG and CSS only (no
// animation runtime: the site's CSP allows no eval). Loaded on the first ball a page shows; its
// stylesheet comes with the page (ball-moment.tsx). Transforms and opacity only, over what it covers:
// nothing around it moves.
import type { BallEvent } from '../../lib/live/live-store';

const WORDS: Record<BallEvent['kind'], string> = { four: 'FOUR', six: 'SIX', wicket: 'WICKET' };

export function BallBurst({ kind, onDone }: { kind: BallEvent['kind']; onDone: () => void }) {
  return (
    // Said by the page's live region; this is for the eyes only.
    <span
      className={`ball-burst ball-burst--${kind}`}
      aria-hidden="true"
      data-ball-moment={kind}
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget) onDone();
      }}
    >
      <svg className="ball-burst__scene" viewBox="0 0 240 80" preserveAspectRatio="xMidYMid meet">
        {kind === 'wicket' ? <Stumps /> : <Flight kind={kind} />}
      </svg>
      <span className="ball-burst__word">{WORDS[kind]}</span>
    </span>
  );
}

/** The ball: its path along the ground to the rope for a four, high over it for a six. */
function Flight({ kind }: { kind: 'four' | 'six' }) {
  return (
    <>
      {kind === 'four' ? <line className="ball-burst__rope" x1="214" y1="58" x2="214" y2="78" /> : <path className="ball-burst__arc" d="M20 70 Q 120 -30 226 30" />}
      {/* Across, and (for a six) up and down: two motions, so that the path is a curve. */}
      <g className="ball-burst__across">
        <g className="ball-burst__height">
          <g className="ball-burst__ball">
            <circle cx="0" cy="0" r="7" />
            <path d="M-5 -4.5 Q 0 0 -5 4.5 M5 -4.5 Q 0 0 5 4.5" />
          </g>
        </g>
      </g>
    </>
  );
}

/** Three stumps, the bails flying off. */
function Stumps() {
  return (
    <g transform="translate(120 18)">
      <rect className="ball-burst__stump" x="-13" y="6" width="4" height="52" rx="1.5" />
      <rect className="ball-burst__stump" x="-2" y="6" width="4" height="52" rx="1.5" />
      <rect className="ball-burst__stump" x="9" y="6" width="4" height="52" rx="1.5" />
      <rect className="ball-burst__bail ball-burst__bail--left" x="-13" y="1" width="13" height="3.5" rx="1.5" />
      <rect className="ball-burst__bail ball-burst__bail--right" x="0" y="1" width="13" height="3.5" rx="1.5" />
    </g>
  );
}
