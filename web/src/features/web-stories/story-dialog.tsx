import { useId } from 'react';
import type { StoryGroup } from '../../../../shared/schemas/story';
import { ModalDialog } from '../../components/modal-dialog';
import { StoryViewer } from './story-viewer';

interface StoryDialogProps {
  groups: StoryGroup[];
  startGroup: number;
  /** After the dialog closed (Escape, the close button, the backdrop or the end of the last story). */
  onClose: () => void;
}

/** The list viewer: the story player in a modal dialog over the grid. */
export function StoryDialog({ groups, startGroup, onClose }: StoryDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog className="story-dialog story-stage" labelledBy={titleId} onClose={onClose}>
      {(close) => <StoryViewer groups={groups} startGroup={startGroup} end="close" headingLevel={2} titleId={titleId} onClose={close} />}
    </ModalDialog>
  );
}
