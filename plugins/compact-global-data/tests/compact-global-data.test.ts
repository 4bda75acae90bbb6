import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

import {describe, expect, it} from 'vitest';

import {globalDataPattern} from '../index';

const require = createRequire(import.meta.url);
type GlobalData = Record<string, Record<string, unknown>>;
const {compactGlobalData, expandGlobalData} = require('../compact.cjs') as {
  compactGlobalData(data: GlobalData): GlobalData;
  expandGlobalData(data: GlobalData): GlobalData;
};

const docs = (versionPath: string) => [
  {id: 'guide/install', path: `${versionPath}guide/install`, sidebar: 'main'},
  {id: 'guide/run', path: `${versionPath}guide/run`, sidebar: 'main'},
  {id: 'index', path: versionPath, sidebar: 'main'},
  {id: 'extra', path: `${versionPath}extra`, sidebar: 'other'},
  {id: 'hidden', path: `${versionPath}hidden`, unlisted: true, sidebar: 'main'},
  {id: 'loose', path: `${versionPath}loose`},
];

const globalData: GlobalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/',
      versions: [
        {name: 'current', path: '/', docs: docs('/'), sidebars: {main: {}}},
        {name: '1.0', path: '/v1', docs: docs('/v1/'), sidebars: {main: {}}},
      ],
    },
  },
  'local-search': {default: {mode: 'local'}},
};

describe('compact-global-data', () => {
  it('writes plain docs as their id and leaves every other doc as it was', () => {
    const compact = compactGlobalData(globalData) as {
      'docusaurus-plugin-content-docs': {default: {versions: {docs: unknown[]}[]}};
    };
    const [current, older] = compact['docusaurus-plugin-content-docs'].default.versions;
    for (const version of [current, older]) {
      expect(version.docs.slice(0, 2)).toEqual(['guide/install', 'guide/run']);
      expect(version.docs.slice(2).every((doc) => typeof doc === 'object')).toBe(true);
    }
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(globalData).length);
  });

  it('reads back exactly the data Docusaurus wrote', () => {
    const compact = JSON.parse(JSON.stringify(compactGlobalData(globalData)));
    expect(expandGlobalData(compact)).toEqual(globalData);
  });

  it('reads back this site’s own global data, when a build has written it', () => {
    const file = '.docusaurus/globalData.json';
    if (!existsSync(file)) return;
    const real = JSON.parse(readFileSync(file, 'utf8')) as GlobalData;
    const compact = JSON.parse(JSON.stringify(compactGlobalData(real)));
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(real).length / 2);
    expect(expandGlobalData(compact)).toEqual(real);
  });

  it('leaves data that was never made short as it is', () => {
    const copy = structuredClone(globalData);
    expect(expandGlobalData(copy)).toEqual(globalData);
  });

  it('applies to the generated global data only', () => {
    expect(globalDataPattern.test('/site/.docusaurus/globalData.json')).toBe(true);
    expect(globalDataPattern.test('/site/data/globalData.json')).toBe(false);
  });
});
