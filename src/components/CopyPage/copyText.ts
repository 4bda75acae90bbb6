// Puts the text of a URL on the clipboard. The request starts only when the
// reader asks (a click or key press), and the clipboard write is requested in
// that same gesture, which Safari needs; other browsers fall back to writing
// the text once it has arrived.

async function loadText(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`The Markdown page answered ${response.status}.`);
  return response.text();
}

function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('The browser refused to copy.');
}

const cache = new Map<string, Promise<string>>();

export async function copyUrlText(url: string): Promise<void> {
  let load = cache.get(url);
  if (!load) {
    load = loadText(url);
    cache.set(url, load);
    load.catch(() => cache.delete(url));
  }
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
    try {
      const blob = load.then((text) => new Blob([text], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Fall through: an older ClipboardItem, or the fetch failed (rethrown below).
    }
  }
  const text = await load;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Fall through to the selection copy, which works outside secure contexts.
    }
  }
  copyWithSelection(text);
}
