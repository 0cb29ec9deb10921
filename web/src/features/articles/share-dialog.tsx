import { forwardRef, useState } from 'react';
import { Icon } from '../../components/icon';
import { shareTargets } from './share-links';

interface ShareDialogProps {
  url: string;
  title: string;
}

/**
 * Where the share button sends a reader whose browser cannot share natively: the networks and a
 * copy-link button. A modal <dialog>, so the browser gives it the focus trap, Escape to close and
 * focus back on the share button.
 */
export const ShareDialog = forwardRef<HTMLDialogElement, ShareDialogProps>(function ShareDialog({ url, title }, ref) {
  const [copied, setCopied] = useState(false);
  const close = (event: { currentTarget: HTMLElement }) => event.currentTarget.closest('dialog')?.close();
  return (
    <dialog
      ref={ref}
      className="share-dialog"
      aria-labelledby="share-dialog-title"
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      onClose={() => setCopied(false)}
    >
      <div className="share-dialog__head">
        <h2 id="share-dialog-title" className="share-dialog__title">
          Share this article
        </h2>
        <button type="button" className="icon-button share-dialog__close" aria-label="Close" onClick={close}>
          <Icon name="close" />
        </button>
      </div>
      <ul className="share-dialog__targets">
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <a href={target.href} target="_blank" rel="noopener noreferrer" className={`share-dialog__target share-dialog__target--${target.name.toLowerCase()}`}>
              <span className="share-dialog__mark" aria-hidden="true">
                {target.name === 'X' ? '𝕏' : target.name.slice(0, 1)}
              </span>
              <span className="share-dialog__name">{target.name}</span>
            </a>
          </li>
        ))}
      </ul>
      <div className="share-dialog__copy">
        <input className="share-dialog__url" readOnly value={url} aria-label="Article link" onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className="page-button"
          onClick={() =>
            void navigator.clipboard.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Link Copied' : 'Copy link'}
        </button>
      </div>
    </dialog>
  );
});
