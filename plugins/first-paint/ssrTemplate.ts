import {loadAppAfterPaintFunction} from './scripts/loadAppAfterPaint';

/**
 * Docusaurus' page template (`siteConfig.ssrTemplate`, an Eta template) with one change: the
 * app's scripts are not `<script defer>` tags in the head; an inline script at the end of the
 * body adds them after the first paint (see `loadAppAfterPaintFunction`). Upstream, script
 * priority was explored in facebook/docusaurus#3237 (a "defer mode" proposal, not merged).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<%~ it.metaAttributes.join('') %>
<%~ it.headTags %>
<%~ it.stylesheets.map((file) => '<link rel="stylesheet" href="' + it.baseUrl + file + '">').join('') %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<script>(${loadAppAfterPaintFunction})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\u003c') %>);</script>
<%~ it.postBodyTags %>
</body>
</html>
`;
