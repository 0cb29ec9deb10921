import { useEffect, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  className: string;
  /** The id of the element that names the dialog. */
  labelledBy: string;
  /** After the dialog closed, however it closed. */
  onClose: () => void;
  /** The dialog's content, given the function that closes it. */
  children: (close: () => void) => ReactNode;
}

/**
 * A modal <dialog>, open from its first render: the browser keeps focus inside it, makes the page
 * behind inert and closes it on Escape. A click on the dimmed backdrop lands on the dialog element
 * itself and closes it too.
 */
export function ModalDialog({ className, labelledBy, onClose, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const close = () => dialogRef.current?.close();
  return (
    <dialog ref={dialogRef} className={className} aria-labelledby={labelledBy} onClose={onClose} onClick={(event) => event.target === dialogRef.current && close()}>
      {children(close)}
    </dialog>
  );
}
