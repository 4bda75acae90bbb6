// The modal's icons: simple strokes in the current colour, hidden from assistive technology (the
// text beside each says what it means).
import type {ReactNode} from 'react';

import type {HitKind} from './hitText';

function Icon({size = 20, children}: {size?: number; children: ReactNode}): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round">
      {children}
    </svg>
  );
}

export function MagnifierIcon(): ReactNode {
  return (
    <Icon>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="M12.5 12.5l5 5" />
    </Icon>
  );
}

export function SpinnerIcon(): ReactNode {
  return (
    <Icon>
      <circle cx="10" cy="10" r="7" strokeOpacity="0.3" />
      <path d="M17 10a7 7 0 0 0-7-7">
        <animateTransform
          attributeName="transform"
          type="rotate"
          from="0 10 10"
          to="360 10 10"
          dur="0.9s"
          repeatCount="indefinite"
        />
      </path>
    </Icon>
  );
}

export function ClearIcon(): ReactNode {
  return (
    <Icon>
      <path d="M5 5l10 10M15 5L5 15" />
    </Icon>
  );
}

export function KindIcon({kind}: {kind: HitKind}): ReactNode {
  if (kind === 'page') {
    return (
      <Icon>
        <path d="M5 2.5h6.5L15.5 6.5v11h-10.5z" />
        <path d="M11.5 2.5v4h4" />
      </Icon>
    );
  }
  if (kind === 'heading') {
    return (
      <Icon>
        <path d="M7.5 3.5l-2 13M14.5 3.5l-2 13M4 7.5h13M3 12.5h13" />
      </Icon>
    );
  }
  return (
    <Icon>
      <path d="M3.5 5h13M3.5 10h13M3.5 15h8" />
    </Icon>
  );
}

/** The line from a page's hit down to its child: the last child's line stops at it. */
export function TreeIcon({last}: {last: boolean}): ReactNode {
  return (
    <svg
      className="DocSearch-Hit-Tree"
      viewBox="0 0 24 54"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round">
      <path d={last ? 'M8 6v21h12' : 'M8 6v42M8 27h12'} />
    </svg>
  );
}

export function SelectIcon(): ReactNode {
  return (
    <svg
      className="DocSearch-Hit-Select-Icon"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round">
      <path d="M16.5 4v4.5a2.5 2.5 0 0 1-2.5 2.5H4" />
      <path d="M7.5 7.5L4 11l3.5 3.5" />
    </svg>
  );
}

export function StarIcon(): ReactNode {
  return (
    <Icon size={18}>
      <path d="M10 2.8l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L2.8 8.1l5-.7z" />
    </Icon>
  );
}

export function RemoveIcon(): ReactNode {
  return (
    <Icon size={18}>
      <path d="M6 6l8 8M14 6l-8 8" />
    </Icon>
  );
}

export function NoResultsIcon(): ReactNode {
  return (
    <Icon size={40}>
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="M12.5 12.5l5 5M6.5 6.5l4 4M10.5 6.5l-4 4" />
    </Icon>
  );
}

export function ErrorIcon(): ReactNode {
  return (
    <Icon size={40}>
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 6v5M10 14v.01" />
    </Icon>
  );
}
