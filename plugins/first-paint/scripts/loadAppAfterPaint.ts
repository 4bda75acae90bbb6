/**
 * Loads the site's JavaScript once the page has painted, instead of through `<script defer>` in
 * the head. The server-rendered HTML already holds the whole page, so the reader sees it as soon
 * as the HTML and CSS arrive; with `defer`, the browser would download the app (over 150 KB of
 * gzip) at the same time and, on a slow connection, delay that first paint.
 *
 * The scripts are added when the browser reports the first contentful paint, which it does once
 * the frame is on screen. Where paint timing is missing, two frames stand in for it; a hidden
 * tab does not paint, so it loads at once; and after three seconds the scripts load regardless.
 * Dynamic scripts with `async = false` run in the order given.
 *
 * The result is a function expression; call it with the list of script URLs.
 */
export const loadAppAfterPaintFunction = `function(u){var d=document,w=window,done=0,l=function(){if(done)return;done=1;u.forEach(function(s){var e=d.createElement('script');e.src=s;e.async=false;d.body.appendChild(e)})};if(d.visibilityState==='hidden')return l();setTimeout(l,3000);try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)l()}).observe({type:'paint',buffered:true});return}}catch(e){}if(!w.requestAnimationFrame)return l();requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(l,0)})})}`;
