/**
 * Puts `text` on the clipboard. The Clipboard API exists only in secure contexts (HTTPS and
 * localhost); elsewhere a selected, off-screen text area is copied the old way.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetInlineStart = '-9999px';
  const focused = document.activeElement;
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (focused instanceof HTMLElement) focused.focus();
  if (!copied) throw new Error('The browser refused to copy the text');
}
