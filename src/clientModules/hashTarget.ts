// Marks the element that the URL's fragment names with `data-hash-target` (styled in
// src/css/targets.css). The browser keeps `:target` only for loads and fragment changes it
// handles itself; after a navigation inside the app it leaves `:target` empty, so a search hit
// or a link from another page would land unmarked.
import type {ClientModule} from '@docusaurus/types';

const attribute = 'data-hash-target';

function markTarget(): void {
  document
    .querySelectorAll(`[${attribute}]`)
    .forEach((marked) => marked.removeAttribute(attribute));
  const hash = window.location.hash.slice(1);
  if (!hash) return;
  let id: string;
  try {
    id = decodeURIComponent(hash);
  } catch {
    return;
  }
  document.getElementById(id)?.setAttribute(attribute, '');
}

if (typeof window !== 'undefined') window.addEventListener('hashchange', markTarget);

const hashTarget: ClientModule = {
  onRouteDidUpdate() {
    markTarget();
  },
};

export default hashTarget;
