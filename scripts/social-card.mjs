// Draws static/img/social-card.png, the picture link previews show for the site
// (1200 × 630, the size most networks expect). Run it again after changing the logo:
//   node scripts/social-card.mjs
import {readFileSync} from 'node:fs';
import {chromium} from '@playwright/test';

import {chromiumPath} from './ensure-chromium.mjs';

const logo = readFileSync('static/img/logo-dark.svg', 'utf8');
const html = `<!doctype html>
<html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;
  justify-content:center;padding:0 96px;box-sizing:border-box;background:#14121f;
  font-family:system-ui,sans-serif;color:#e8e6f2">
  <div style="width:528px;height:128px">${logo.replace('<svg ', '<svg style="width:100%;height:100%" ')}</div>
  <p style="font-size:56px;font-weight:700;margin:48px 0 0">Simple and secure AI tools</p>
  <p style="font-size:32px;margin:24px 0 0;color:#bcb8d0">Docs for the thv CLI, the local API and the Kubernetes operator</p>
</body></html>`;

const browser = await chromium.launch({executablePath: chromiumPath, args: ['--no-sandbox']});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(html);
await page.screenshot({path: 'static/img/social-card.png'});
await browser.close();
console.log('Wrote static/img/social-card.png');
