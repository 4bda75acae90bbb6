/**
 * The markup the server rendered inside the element with this id, when the page is being
 * hydrated over it; `undefined` on the server and for elements the browser renders first.
 */
export function serverMarkup(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(id)?.innerHTML;
}
