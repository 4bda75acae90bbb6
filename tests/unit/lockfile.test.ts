import {readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

import {missingOptionalPackages} from '../../scripts/lib/lockfile.mjs';

describe('package-lock.json', () => {
  it('lists the platform packages of every native dependency, for npm ci on any OS and CPU', () => {
    const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    expect(missingOptionalPackages(lockfile)).toEqual([]);
  });

  it('the check finds a missing platform package, nested or hoisted', () => {
    const lockfile = {
      packages: {
        '': {},
        'node_modules/native': {
          optionalDependencies: {'native-darwin-arm64': '1.0.0', 'native-linux-x64': '1.0.0'},
        },
        'node_modules/native-linux-x64': {os: ['linux'], cpu: ['x64']},
        'node_modules/tool/node_modules/native': {
          optionalDependencies: {'native-linux-x64': '1.0.0', 'native-win32-x64': '1.0.0'},
        },
      },
    };
    expect(missingOptionalPackages(lockfile)).toEqual([
      'node_modules/native -> native-darwin-arm64',
      'node_modules/tool/node_modules/native -> native-win32-x64',
    ]);
  });
});
