/**
 * The theme hides a dismissed announcement bar before first paint, but only
 * notices a new announcement id after hydration, so a new announcement stayed
 * hidden for one page load. Show it at once when the stored id differs.
 */
export function announcementBarIdScript(announcementId: string): string {
  return `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(announcementId)})document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}catch(e){}})();`;
}
