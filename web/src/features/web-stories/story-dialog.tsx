import { useEffect, useId, useRef } from 'react';
import type { StoryGroup } from '../../../../shared/schemas/story';
import { StoryViewer } from './story-viewer';

interface StoryDialogProps {
  groups: StoryGroup[];
  startGroup: number;
  /** After the dialog closed (Escape, the close button, the backdrop or the end of the last story). */
  onClose: () => void;
}

/**
 * The list viewer: the story player in a modal <dialog>, so the browser keeps focus inside it and
 * makes the grid behind inert; Escape closes it. A click on the dimmed backdrop lands on the dialog
 * element itself and closes it too.
 */
export function StoryDialog({ groups, startGroup, onClose }: StoryDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="story-dialog story-stage"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === dialogRef.current && dialogRef.current.close()}
    >
      <StoryViewer groups={groups} startGroup={startGroup} end="close" headingLevel={2} titleId={titleId} onClose={() => dialogRef.current?.close()} />
    </dialog>
  );
}
