// The modal's icons: one element each, a mask of a simple stroke in the current colour (icons.css),
// hidden from assistive technology (the text beside each says what it means). Elements, not SVG:
// a phone draws a list of hits with three icons a row, and each SVG is several elements to make.
import type {ReactNode} from 'react';
import clsx from 'clsx';

import type {HitKind} from './hitText';
import './icons.css';

function Icon({name, className}: {name: string; className?: string}): ReactNode {
  return <span className={clsx('thv-icon', `thv-icon-${name}`, className)} aria-hidden="true" />;
}

export const MagnifierIcon = () => <Icon name="magnifier" />;
export const SpinnerIcon = () => <Icon name="spinner" />;
export const ClearIcon = () => <Icon name="clear" />;
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
