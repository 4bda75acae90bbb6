import {describe, expect, it} from 'vitest';

import {announcementBarIdScript} from '../scripts/announcementBarId';
import {colorModeDefaultScript} from '../scripts/colorModeDefault';

type FakeRoot = {attributes: Record<string, string>};

function runScript(options: {choice: string; light: boolean; dark: boolean; theme: string}) {
  const root: FakeRoot = {
    attributes: {'data-theme-choice': options.choice, 'data-theme': options.theme},
  };
  const document = {
    documentElement: {
      getAttribute: (name: string) => root.attributes[name] ?? null,
      setAttribute: (name: string, value: string) => {
        root.attributes[name] = value;
      },
    },
  };
  const window = {
    matchMedia: (query: string) => ({
      matches: query.includes('light') ? options.light : options.dark,
    }),
  };
  new Function('document', 'window', colorModeDefaultScript('dark'))(document, window);
  return root.attributes['data-theme'];
}

describe('colorModeDefaultScript', () => {
  it('applies the default when the OS prefers neither mode', () => {
    expect(runScript({choice: 'system', light: false, dark: false, theme: 'light'})).toBe('dark');
  });

  it('keeps the OS preference when there is one', () => {
    expect(runScript({choice: 'system', light: true, dark: false, theme: 'light'})).toBe('light');
    expect(runScript({choice: 'system', light: false, dark: true, theme: 'dark'})).toBe('dark');
  });

  it('never overrides a choice the reader made', () => {
    expect(runScript({choice: 'light', light: false, dark: false, theme: 'light'})).toBe('light');
  });
});

describe('announcementBarIdScript', () => {
  function run(storedId: string | null) {
    const attributes: Record<string, string> = {
      'data-announcement-bar-initially-dismissed': 'true',
    };
    const document = {
      documentElement: {
        setAttribute: (name: string, value: string) => {
          attributes[name] = value;
        },
      },
    };
    const localStorage = {getItem: () => storedId};
    new Function('document', 'localStorage', announcementBarIdScript('toolhive-v0.0.47'))(
      document,
      localStorage,
    );
    return attributes['data-announcement-bar-initially-dismissed'];
  }

  it('shows a new announcement at once', () => {
    expect(run('an-older-one')).toBe('false');
    expect(run(null)).toBe('false');
  });

  it('keeps the same announcement dismissed', () => {
    expect(run('toolhive-v0.0.47')).toBe('true');
  });
});
