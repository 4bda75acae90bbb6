import {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';

import styles from './styles.module.css';

type Answer = 'yes' | 'no';
type Repository = {url: string; branch: string};

const storageKey = (path: string) => `th-helpful:${path}`;

/** Reports the answer to analytics, when the build has analytics (GTAG_ID); otherwise nothing. */
function report(answer: Answer, path: string): void {
  const gtag = (window as unknown as {gtag?: (...args: unknown[]) => void}).gtag;
  gtag?.('event', 'page_feedback', {helpful: answer, page_path: path});
}

/** "Was this page helpful?" under each docs page. The answer is kept per page in this browser. */
export default function PageFeedback({title}: {title: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const repository = siteConfig.customFields?.repository as Repository;
  const {pathname} = useLocation();
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(storageKey(pathname));
    } catch {
      // Storage can be blocked; the widget then forgets, which is fine.
    }
    setAnswer(stored === 'yes' || stored === 'no' ? stored : null);
  }, [pathname]);

  const choose = (value: Answer) => {
    setAnswer(value);
    try {
      localStorage.setItem(storageKey(pathname), value);
    } catch {
      // See above.
    }
    report(value, pathname);
  };

  const pageUrl = `${siteConfig.url}${pathname}`;
  const issueUrl = `${repository.url}/issues/new?${new URLSearchParams({
    title: `Docs: problem on "${title}"`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or missing?\n`,
  })}`;

  return (
    <div className={styles.feedback} role="group" aria-labelledby="page-feedback-question">
      <p id="page-feedback-question" className={styles.question}>
        Was this page helpful?
      </p>
      <div className={styles.buttons}>
        {(['yes', 'no'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={`thv-surface-button ${styles.button}`}
            aria-pressed={answer === value}
            onClick={() => choose(value)}>
            {value === 'yes' ? 'Yes' : 'No'}
          </button>
        ))}
      </div>
      <p className={styles.reply} aria-live="polite">
        {answer === 'yes' && 'Thanks for letting us know.'}
        {answer === 'no' && (
          <>
            Thanks. Tell us what is wrong or missing:{' '}
            <a href={issueUrl} target="_blank" rel="noopener noreferrer">
              open an issue on GitHub
            </a>
            .
          </>
        )}
      </p>
    </div>
  );
}
