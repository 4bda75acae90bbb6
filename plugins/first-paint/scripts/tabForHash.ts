/**
 * A URL hash that names an element inside a tab panel (an install step for one platform) opens
 * that panel. The site's Tabs do this once the app runs (src/theme/Tabs); until then the reader
 * would see the default tab, and the browser could not scroll to the hidden target. This script
 * runs at the end of the body, before the first paint: it shows each panel around the target,
 * hides its siblings and marks the matching tab selected, the same markup the Tabs then render.
 * Upstream: facebook/docusaurus#8764 (deep links into tabs) and #5343 (contents links into tabs).
 */
export function tabForHashScript(): string {
  return `(function(){try{var id=decodeURIComponent(location.hash.slice(1));var target=id&&document.getElementById(id);if(!target)return;for(var panel=target.closest('[role="tabpanel"]');panel;panel=panel.parentElement&&panel.parentElement.closest('[role="tabpanel"]')){var box=panel.parentElement,list=box&&box.previousElementSibling;if(!list||list.getAttribute('role')!=='tablist')continue;var panels=[].filter.call(box.children,function(e){return e.getAttribute('role')==='tabpanel'}),at=panels.indexOf(panel),tabs=list.querySelectorAll('[role="tab"]');if(tabs.length!==panels.length)continue;panels.forEach(function(e,i){e.hidden=i!==at});[].forEach.call(tabs,function(e,i){var on=i===at;e.setAttribute('aria-selected',String(on));e.tabIndex=on?0:-1;e.classList.toggle('tabs__item--active',on)})}}catch(e){}})();`;
}
