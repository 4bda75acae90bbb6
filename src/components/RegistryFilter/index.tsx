import type {ReactNode} from 'react';
import {useCallback, useEffect, useId, useRef, useState} from 'react';

import styles from './styles.module.css';

/** Server name → words to match beyond the row's text (transport, tags, tools). */
type Terms = Record<string, string>;

type Props = {
  /** Loads the extra words; called when the reader first uses the box. */
  loadTerms: () => Promise<{default: Terms}>;
  /** The catalogue table, as Markdown. It stays complete without JavaScript. */
  children: ReactNode;
};

type Result = {query: string; shown: number; total: number};

/** Hides the rows that do not contain every word of the query; returns the counts. */
export function filterRows(rows: HTMLTableRowElement[], query: string, terms: Terms) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const row of rows) {
    const name = row.querySelector('td a')?.textContent?.trim() ?? '';
    const haystack = `${row.textContent ?? ''} ${terms[name] ?? ''}`.toLowerCase();
    const match = words.every((word) => haystack.includes(word));
    row.hidden = !match;
    if (match) shown += 1;
  }
  return {shown, total: rows.length};
}

function statusText({query, shown, total}: Result): ReactNode {
  if (!query.trim()) return `${total} servers`;
  if (shown === 0) {
    return (
      <>
        No server matches “<bdi>{query.trim()}</bdi>”. Try one word, such as a product, a tag or a
        tool name.
      </>
    );
  }
  return (
    <>
      {shown} of {total} servers match “<bdi>{query.trim()}</bdi>”
    </>
  );
}

/**
 * A filter-as-you-type box over the server catalogue table. The table is plain
 * server-rendered Markdown; the box only hides rows, written straight to the
 * DOM. Without JavaScript the box stays hidden and every row shows.
 */
export default function RegistryFilter({loadTerms, children}: Props): ReactNode {
  const inputId = useId();
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const terms = useRef<Terms>({});
  const loading = useRef<Promise<void> | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const apply = useCallback(() => {
    const query = input.current?.value ?? '';
    const rows = Array.from(
      container.current?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [],
    );
    setResult({query, ...filterRows(rows, query, terms.current)});
  }, []);

  // Tags and tools arrive once; the query is applied again with them.
  const ensureTerms = useCallback(() => {
    loading.current ??= loadTerms().then(
      (module) => {
        terms.current = module.default;
        apply();
      },
      () => {
        // Offline or a stale deploy: names and descriptions still filter.
      },
    );
  }, [apply, loadTerms]);

  // Text typed before the page hydrated is applied at once.
  useEffect(() => {
    apply();
    if (input.current?.value) ensureTerms();
  }, [apply, ensureTerms]);

  return (
    <div ref={container} className={styles.catalogue}>
      <div className={styles.controls} data-registry-filter="">
        <label htmlFor={inputId} className="thv-field-label">
          Filter servers
        </label>
        <input
          ref={input}
          id={inputId}
          className={`thv-text-input ${styles.input}`}
          type="search"
          placeholder="Name, tag, tool or transport"
          autoComplete="off"
          spellCheck={false}
          onFocus={ensureTerms}
          onPointerEnter={ensureTerms}
          onInput={() => {
            ensureTerms();
            apply();
          }}
        />
        <p className={styles.status} role="status">
          {result ? statusText(result) : null}
        </p>
      </div>
      {/* Without JavaScript the box could not filter anything, so it is not shown. */}
      <noscript
        dangerouslySetInnerHTML={{__html: '<style>[data-registry-filter]{display:none}</style>'}}
      />
      {children}
    </div>
  );
}
