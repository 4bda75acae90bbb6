export type ColorMode = 'light' | 'dark';

/**
 * Runs right after the theme's own colour script. The theme picks "light"
 * whenever the OS does not ask for dark, so a reader whose OS states no
 * preference would never see our default. When the reader has made no choice
 * and the OS prefers neither mode, apply the configured default.
 */
export function colorModeDefaultScript(defaultMode: ColorMode): string {
  return `(function(){var d=document.documentElement;if(d.getAttribute('data-theme-choice')!=='system')return;var m=function(q){try{return window.matchMedia(q).matches}catch(e){return false}};if(!m('(prefers-color-scheme: light)')&&!m('(prefers-color-scheme: dark)'))d.setAttribute('data-theme',${JSON.stringify(defaultMode)})})();`;
}
