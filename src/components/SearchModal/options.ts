// The options the modal's keys move through: those on the screen. The start screen's recent and
// favourite searches; the hits of the last answer; none under the error screen, where the hits of
// an earlier query are not shown. Pure, so the unit tests can check it.
import type {Section} from './groups';
import type {Hit, StoredHit} from './hitText';

export function optionsOnScreen({
  hasQuery,
  failed,
  sections,
  recent,
  favourites,
}: {
  hasQuery: boolean;
  failed: boolean;
  sections: readonly Section[];
  recent: readonly StoredHit[];
  favourites: readonly StoredHit[];
}): Hit[] {
  if (!hasQuery) return [...recent, ...favourites];
  if (failed) return [];
  return sections.flatMap((section) => section.items.map((item) => item.hit));
}
