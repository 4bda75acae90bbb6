/**
 * Keeps the reader's first presses. The page is on screen before the app has started (its
 * scripts load after the first paint, and hydration takes a moment on a slow phone), and until
 * then the search shortcut, the search button, the phone menu button, the colour-mode toggle,
 * tabs and Copy page would do nothing. This script, inline in the page, holds those presses and
 * plays them back once React owns the page (Docusaurus sets `data-has-hydrated="true"` on
 * `<html>`), so a press is at most delayed, never lost.
 *
 * Clicks are replayed on the same element: hydration keeps the server-rendered nodes. The
 * colour-mode toggle is rendered `disabled` until hydration, and a disabled button receives no
 * click, so the script enables it as soon as the parser adds it: the rest of a long page may
 * still be arriving when the reader presses it.
 */
export const colorModeToggle = 'button[aria-label^="Switch between dark and light mode"]';

export const earlyInputControls = [
  '[data-early-input]',
  '.navbar__toggle',
  colorModeToggle,
  '[role="tab"]',
].join(',');

export function earlyInputScript(): string {
  return `(function(){var d=document,r=d.documentElement,q=[],on=true;
function typing(t){return !!t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName||''))}
function key(e){if(!on)return;var k=e.key||'';if(((e.ctrlKey||e.metaKey)&&!e.altKey&&k.toLowerCase()==='k')||(k==='/'&&!typing(e.target))){e.preventDefault();e.stopImmediatePropagation();q.push({k:k,c:e.ctrlKey,m:e.metaKey});r.setAttribute('data-input-waiting','')}}
function click(e){if(!on||!e.target||!e.target.closest)return;var c=e.target.closest(${JSON.stringify(earlyInputControls)});if(!c)return;e.preventDefault();e.stopImmediatePropagation();q.push({el:c});r.setAttribute('data-input-waiting','')}
function enable(){var t=d.querySelector(${JSON.stringify(colorModeToggle)});if(t&&t.disabled&&r.getAttribute('data-has-hydrated')!=='true')t.disabled=false;return !!t}
function release(){if(!on)return;on=false;d.removeEventListener('keydown',key,true);d.removeEventListener('click',click,true);r.removeAttribute('data-input-waiting');q.forEach(function(i){if(i.el){if(d.contains(i.el))i.el.click()}else d.dispatchEvent(new KeyboardEvent('keydown',{key:i.k,ctrlKey:i.c,metaKey:i.m,bubbles:true,cancelable:true}))})}
d.addEventListener('keydown',key,true);d.addEventListener('click',click,true);
var w=new MutationObserver(function(){if(enable())w.disconnect()});w.observe(d,{childList:true,subtree:true});d.addEventListener('DOMContentLoaded',function(){w.disconnect()});
new MutationObserver(function(l,o){enable();if(r.getAttribute('data-has-hydrated')==='true'){o.disconnect();setTimeout(release,0)}}).observe(r,{attributes:true,attributeFilter:['data-has-hydrated'],childList:false,subtree:false});
window.__releaseEarlyInput=release})();`.replace(/\n/g, '');
}
