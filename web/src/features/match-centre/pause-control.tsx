interface PauseControlProps {
  paused: boolean;
  onToggle: () => void;
}

/** WCAG 2.2.2: a visible control that stops the page's live updates and starts them again. */
export function PauseControl({ paused, onToggle }: PauseControlProps) {
  return (
    <button type="button" className="page-button match-centre__pause" aria-pressed={paused} onClick={onToggle}>
      {paused ? 'Resume live updates' : 'Pause live updates'}
    </button>
  );
}
