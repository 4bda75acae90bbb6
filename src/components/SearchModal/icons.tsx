// The modal's icons, hidden from assistive technology (the text beside each says what it means).
// The search box's three are inline SVG: they are drawn as the modal opens and with the first key
// press, and a mask image costs a phone a document of its own the first time it shows (some
// 20 ms at 4x CPU each). The others, shown several times a row in a list of hits, are one element
// each, a cell of one of two mask images (icons.css), so a list of hits makes at most two.
import type {ReactNode} from 'react';
import clsx from 'clsx';

import type {HitKind} from './hitText';
import './icons.css';

function Icon({name, className}: {name: string; className?: string}): ReactNode {
  return <span className={clsx('thv-icon', `thv-icon-${name}`, className)} aria-hidden="true" />;
}

function BoxIcon({name, children}: {name: string; children: ReactNode}): ReactNode {
  return (
    <svg
      className={`thv-box-icon thv-icon-${name}`}
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {children}
    </svg>
  );
}

export const MagnifierIcon = () => (
  <BoxIcon name="magnifier">
    <path d="M12.5 12.5l5 5M14 8.5a5.5 5.5 0 1 1-11 0 5.5 5.5 0 0 1 11 0" />
  </BoxIcon>
);
export const SpinnerIcon = () => (
  <BoxIcon name="spinner">
    <circle cx="10" cy="10" r="7" strokeOpacity="0.3" />
    <path d="M17 10a7 7 0 0 0-7-7" />
  </BoxIcon>
);
export const ClearIcon = () => (
  <BoxIcon name="clear">
    <path d="M5 5l10 10M15 5L5 15" />
  </BoxIcon>
);
export const StarIcon = () => <Icon name="star" />;
export const RemoveIcon = () => <Icon name="remove" />;
export const NoResultsIcon = () => <Icon name="no-results" />;
export const ErrorIcon = () => <Icon name="error" />;
export const SelectIcon = () => <Icon name="select" className="DocSearch-Hit-Select-Icon" />;

const kindIcons: Record<HitKind, string> = {page: 'page', heading: 'heading', text: 'text'};

export function KindIcon({kind}: {kind: HitKind}): ReactNode {
  return <Icon name={kindIcons[kind]} />;
}

/** The line from a page's hit down to its child: the last child's line stops at it. */
export function TreeIcon({last}: {last: boolean}): ReactNode {
  return <Icon name={last ? 'tree-last' : 'tree'} className="DocSearch-Hit-Tree" />;
}
