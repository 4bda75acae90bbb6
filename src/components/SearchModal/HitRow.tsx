// One row of the modal's list: a hit of the search (an option of a listbox), or a recent or
// favourite search (a row of a grid: the link, then a cell for each of its buttons, so that the
// arrow keys reach the buttons too). The link is the router's inside the site.
import {memo, type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

import {describeHit, kindOf, type Hit} from './hitText';
import {KindIcon, SelectIcon, TreeIcon} from './icons';

export type RowAction = {title: string; label: string; icon: ReactNode; run: () => void};

type Props = {
  hit: Hit;
  id: string;
  index: number;
  selected: boolean;
  child?: boolean;
  lastChild?: boolean;
  /** Where the hit leaves the site, the browser goes there; else the router does. */
  external: boolean;
  /** A stored search's buttons: the row is a grid row, and `column` its active cell. */
  actions?: RowAction[];
  column?: number;
  onPoint: (index: number) => void;
  /** The hit was opened with the mouse: here, or (with a key held) in a new tab or window. */
  onOpen: (hit: Hit, here: boolean) => void;
};

/** A plain click opens the hit here and closes the modal; a click for a new tab or window does not. */
function opensHere(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/** The id of cell `column` of the row `id` (the link is cell 0, and has the row's own id). */
export function cellId(id: string, column: number): string {
  return column === 0 ? id : `${id}-cell-${column}`;
}

function HitRow({
  hit,
  id,
  index,
  selected,
  child = false,
  lastChild = false,
  external,
  actions,
  column = 0,
  onPoint,
  onOpen,
}: Props): ReactNode {
  const {title, path} = describeHit(hit);
  const body = (
    <div className="DocSearch-Hit-Container">
      {child && <TreeIcon last={lastChild} />}
      <div className="DocSearch-Hit-icon">
        <KindIcon kind={kindOf(hit)} />
      </div>
      <div className="DocSearch-Hit-content-wrapper">
        {/* Hits bring HTML escaped by the engine (or Algolia); stored text is escaped on reading. */}
        <span className="DocSearch-Hit-title" dangerouslySetInnerHTML={{__html: title}} />
        {path && <span className="DocSearch-Hit-path" dangerouslySetInnerHTML={{__html: path}} />}
      </div>
      {actions ? (
        <span className="thv-search-actions-space" />
      ) : (
        <div className="DocSearch-Hit-action">
          <SelectIcon />
        </div>
      )}
    </div>
  );
  const onClick = (event: MouseEvent) => onOpen(hit, opensHere(event));
  const onMouseMove = selected ? undefined : () => onPoint(index);
  const linkTo = (props: Record<string, unknown>) =>
    external ? (
      <a href={hit.url} tabIndex={-1} onClick={onClick} {...props}>
        {body}
      </a>
    ) : (
      <Link to={hit.url} tabIndex={-1} onClick={onClick} {...props}>
        {body}
      </Link>
    );
  if (!actions) {
    // The link is the option itself, so that no control sits inside another.
    return (
      <li className={clsx('DocSearch-Hit', child && 'DocSearch-Hit--Child')} role="none">
        {linkTo({id, role: 'option', 'aria-selected': selected, onMouseMove})}
      </li>
    );
  }
  return (
    <div className="DocSearch-Hit" role="row">
      <div
        id={id}
        role="gridcell"
        className="thv-search-cell"
        aria-selected={selected && column === 0}>
        {linkTo({onMouseMove})}
      </div>
      <div className="thv-search-actions">
        {actions.map((action, at) => (
          <div
            key={action.title}
            id={cellId(id, at + 1)}
            role="gridcell"
            className={clsx(
              'DocSearch-Hit-action',
              selected && column === at + 1 && 'thv-search-cell-active',
            )}>
            <button
              type="button"
              tabIndex={-1}
              className="DocSearch-Hit-action-button"
              title={action.title}
              aria-label={action.label}
              onClick={action.run}>
              {action.icon}
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}

export default memo(HitRow);
