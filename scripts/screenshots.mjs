// Takes screenshots of pages in light and dark mode, at desktop and mobile
// width, for a person to look at. Usage:
//   node scripts/screenshots.mjs [--base http://127.0.0.1:3100] /path [/other …]
import {mkdirSync} from 'node:fs';
import {chromium} from '@playwright/test';

import {chromiumPath} from './ensure-chromium.mjs';

const args = process.argv.slice(2);
let base = 'http://127.0.0.1:3100';
const baseIndex = args.indexOf('--base');
if (baseIndex !== -1) {
  base = args[baseIndex + 1];
  args.splice(baseIndex, 2);
}
const paths = args.length > 0 ? args : ['/'];
const outDir = 'test-results/screens';
mkdirSync(outDir, {recursive: true});

const viewports = {desktop: {width: 1280, height: 800}, mobile: {width: 390, height: 844}};
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const pagePath of paths) {
  for (const colorScheme of ['light', 'dark']) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage({viewport, colorScheme});
      await page.goto(base + pagePath, {waitUntil: 'networkidle'});
      const slug = pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      const file = `${outDir}/${slug}-${colorScheme}-${name}.png`;
      await page.screenshot({path: file, fullPage: process.env.FULL_PAGE === '1'});
      console.log(file);
      await page.close();
    }
  }
}
await browser.close();
