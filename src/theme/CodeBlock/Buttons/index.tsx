import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Buttons';
import {copyText} from '../clipboard';
import styles from './styles.module.css';

// The buttons are part of the server-rendered page, so nothing mounts when the page hydrates
// (the theme builds them for every block right after hydration, in one blocking task). Their
// icons are CSS masks, which keeps the HTML small. CSS hides them until the page has hydrated,
// because they need JavaScript to work.

/** How long the copy button says "Copied". */
const copiedForMs = 1500;

function CopyButton(): ReactNode {
  const {metadata} = useCodeBlockContext();
  const [copied, setCopied] = useState(false);
  const reset = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);
  const copy = (): void => {
    void copyText(metadata.code).then(() => {
      setCopied(true);
      window.clearTimeout(reset.current);
      reset.current = window.setTimeout(() => setCopied(false), copiedForMs);
    });
  };
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.button, styles.copy, copied && styles.copied)}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
      title="Copy"
      onClick={copy}
    />
  );
}

/** Shown by CSS only when the code is wider than its box, or while wrapping is on. */
function WordWrapButton(): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.button, styles.wrap)}
      aria-label="Toggle word wrap"
      aria-pressed={wordWrap.isEnabled}
      title="Toggle word wrap"
      onClick={wordWrap.toggle}
    />
  );
}

export default function CodeBlockButtons({className}: Props): ReactNode {
  return (
    <div className={clsx(className, styles.buttons)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
