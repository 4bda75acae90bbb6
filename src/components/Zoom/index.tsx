import {useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';

import styles from './styles.module.css';

type Props = {
  /** What the reader sees on the page; clicking it, or Enter on it, opens the large view. */
  children: ReactNode;
  /** The large view's content (the same picture). */
  large: () => ReactNode;
  /** The large view's accessible name. */
  label: string;
};

/**
 * A picture that opens larger in a modal dialog. The native dialog traps focus and closes on
 * Escape; focus then returns to the picture. A click anywhere in the large view closes it too.
 */
export default function Zoom({children, large, label}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);

  const close = () => {
    dialog.current?.close();
  };

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          // Closed a moment ago, its close event not yet handled: open it again at once.
          if (dialog.current && !dialog.current.open) dialog.current.showModal();
        }}>
        {/* Screen readers hear what pressing the button does. */}
        <span className="thv-visually-hidden">Enlarge: </span>
        {children}
      </button>
      {open &&
        createPortal(
          // A click anywhere closes the large view; keyboard users have Escape and the Close button.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
          <dialog
            ref={dialog}
            className={styles.dialog}
            aria-label={label}
            onClose={() => {
              // The close event comes after the dialog closed (a queued task; in Chromium, at the
              // next frame): the reader may have opened it again in between (Escape, then Enter).
              if (dialog.current?.open) return;
              setOpen(false);
              trigger.current?.focus();
            }}
            onClick={close}>
            <button type="button" className={`thv-surface-button ${styles.close}`} onClick={close}>
              Close
            </button>
            <div className={styles.large}>{large()}</div>
          </dialog>,
          document.body,
        )}
    </>
  );
}
