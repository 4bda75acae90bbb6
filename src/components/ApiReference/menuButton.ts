/**
 * Redoc's phone menu button is a bare `<div>` after the menu: makes it a button for keyboards
 * and screen readers, with `aria-expanded` following `isOpen`. Returns a function that undoes
 * the listeners, and `sync` to call when the menu opens or closes.
 */
export function makeMenuButton(
  root: HTMLElement,
  isOpen: () => boolean,
): {sync: () => void; dispose: () => void} | undefined {
  const menu = root.querySelector('.menu-content');
  const button = menu?.nextElementSibling as HTMLElement | null | undefined;
  if (!menu || !button) return undefined;
  button.setAttribute('role', 'button');
  button.setAttribute('tabindex', '0');
  button.setAttribute('aria-label', 'API menu');
  const sync = () => button.setAttribute('aria-expanded', String(isOpen()));
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    button.click();
  };
  sync();
  button.addEventListener('keydown', onKey);
  return {sync, dispose: () => button.removeEventListener('keydown', onKey)};
}
