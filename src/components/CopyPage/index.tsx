import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {matchPath, useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {LlmsTxtGlobalData} from '@site/plugins/llms-txt';
import {pagePath, twinPathOf} from '@site/plugins/llms-txt/twinPath';
import {copyUrlText} from './copyText';
import {routePathOf} from './routePath';
import {useMenu} from './useMenu';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const messages: {[status in Status]: string} = {
  idle: '',
  copying: 'Copying the page…',
  copied: 'Copied the page to the clipboard as Markdown.',
  failed: 'Could not copy the page. Use “View as Markdown” to open it instead.',
};

function CopyIcon({done}: {done: boolean}): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.icon}>
      {done ? (
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      ) : (
        <>
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </>
      )}
    </svg>
  );
}

/** "Copy page" for the current docs page: copy or view its Markdown twin. */
export default function CopyPage({className}: {className?: string}): ReactNode {
  const llmsTxt = usePluginData('llms-txt') as LlmsTxtGlobalData | undefined;
  const {pathname} = useLocation();
  // Shown where the docs breadcrumbs are: on docs pages and generated indexes, which all have one.
  const shownPath = pagePath(pathname);
  const twinPath =
    llmsTxt?.twins === 'docs pages'
      ? twinPathOf(routePathOf(shownPath, routes, matchPath) ?? shownPath)
      : undefined;
  const {siteConfig} = useDocusaurusContext();
  const [status, setStatus] = useState<Status>('idle');
  const menu = useMenu();
  const menuId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setStatus('idle'), [pathname]);

  if (!twinPath) return null;

  const copy = async (fromMenu: boolean) => {
    if (fromMenu) menu.close(true);
    clearTimeout(timer.current);
    setStatus('copying');
    try {
      await copyUrlText(twinPath);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    timer.current = setTimeout(() => setStatus('idle'), 4000);
  };

  const prompt = `Read ${siteConfig.url}${twinPath} so that I can ask you questions about it.`;
  const assistants = [
    {
      name: 'ChatGPT',
      url: `https://chatgpt.com/?${new URLSearchParams({hints: 'search', q: prompt})}`,
    },
    {name: 'Claude', url: `https://claude.ai/new?${new URLSearchParams({q: prompt})}`},
  ];

  return (
    <div className={clsx('th-copy-page', styles.root, className)}>
      <div className={styles.group} role="group" aria-label="Page as Markdown">
        <button
          type="button"
          className={styles.main}
          data-early-input=""
          onClick={() => copy(false)}
          aria-busy={status === 'copying'}
          title="Copy this page as Markdown, ready to paste into an AI assistant">
          <CopyIcon done={status === 'copied'} />
          <span>{status === 'copied' ? 'Copied' : 'Copy page'}</span>
        </button>
        <button
          ref={menu.buttonRef}
          type="button"
          className={styles.toggle}
          aria-label="More page options"
          aria-haspopup="menu"
          aria-expanded={menu.open}
          aria-controls={menu.open ? menuId : undefined}
          onClick={menu.toggle}
          onKeyDown={menu.onButtonKeyDown}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.chevron}>
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </div>
      {menu.open && (
        <ul
          ref={menu.menuRef}
          id={menuId}
          role="menu"
          aria-label="Page options"
          className={styles.menu}
          onKeyDown={menu.onMenuKeyDown}>
          <li role="none">
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => copy(true)}>
              <strong>Copy page as Markdown</strong>
              <span>To paste into an AI assistant</span>
            </button>
          </li>
          <li role="none">
            <a role="menuitem" tabIndex={-1} href={twinPath} onClick={() => menu.close(false)}>
              <strong>View as Markdown</strong>
              <span>Open this page as plain text</span>
            </a>
          </li>
          {assistants.map((assistant) => (
            <li role="none" key={assistant.name}>
              <a
                role="menuitem"
                tabIndex={-1}
                href={assistant.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => menu.close(false)}>
                <strong>Open in {assistant.name}</strong>
                <span>Ask about this page (opens a new tab)</span>
              </a>
            </li>
          ))}
          <li role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              to="/toolhive/reference/docs-for-ai"
              onClick={() => menu.close(false)}>
              <strong>Connect your AI assistant</strong>
              <span>llms.txt and the docs MCP server</span>
            </Link>
          </li>
        </ul>
      )}
      <span className="thv-visually-hidden" role="status" aria-live="polite">
        {messages[status]}
      </span>
    </div>
  );
}
