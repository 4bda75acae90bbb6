import {describe, expect, it} from 'vitest';

import {loadAppAfterPaintFunction} from '../scripts/loadAppAfterPaint';
import {ssrTemplate} from '../ssrTemplate';

type Script = {src: string; async: boolean};

/** Runs the loader in a fake page; `paint()` reports the first contentful paint. */
function runLoader(options: {hidden?: boolean; paintTiming?: boolean}) {
  const added: Script[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  let observer: ((list: {getEntriesByName: (name: string) => unknown[]}) => void) | undefined;
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    createElement: () => ({src: '', async: true}),
    body: {appendChild: (script: Script) => added.push({src: script.src, async: script.async})},
  };
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['mark'] : ['paint', 'mark'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const load = new Function(
    'document',
    'window',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    `return (${loadAppAfterPaintFunction});`,
  )(
    document,
    {requestAnimationFrame: true},
    FakeObserver,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  ) as (urls: string[]) => void;
  load(['/runtime.js', '/main.js']);
  return {
    added,
    paint: (name = 'first-contentful-paint') =>
      observer?.({getEntriesByName: (wanted) => (wanted === name ? [{}] : [])}),
    runFrames: () => frames.splice(0).forEach((frame) => frame()),
    runTimers: () => timers.splice(0).forEach((timer) => timer()),
  };
}

describe('loadAppAfterPaintFunction', () => {
  it('adds the scripts, in order, once the first contentful paint is reported', () => {
    const page = runLoader({});
    expect(page.added).toEqual([]);
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added).toEqual([
      {src: '/runtime.js', async: false},
      {src: '/main.js', async: false},
    ]);
  });

  it('adds them only once, even when the safety timer fires too', () => {
    const page = runLoader({});
    page.paint();
    page.runTimers();
    expect(page.added).toHaveLength(2);
  });

  it('adds them after three seconds if no paint is reported', () => {
    const page = runLoader({});
    page.runTimers();
    expect(page.added).toHaveLength(2);
  });

  it('loads at once in a hidden tab, which does not paint', () => {
    expect(runLoader({hidden: true}).added).toHaveLength(2);
  });

  it('waits two frames where paint timing is missing', () => {
    const page = runLoader({paintTiming: false});
    page.runFrames();
    expect(page.added).toEqual([]);
    page.runFrames();
    expect(page.added).toEqual([]);
    page.runTimers();
    expect(page.added).toHaveLength(2);
  });
});

describe('ssrTemplate', () => {
  it('has no script tag with a src, and calls the loader with the page scripts', () => {
    expect(ssrTemplate).not.toMatch(/<script[^>]*\ssrc=/);
    expect(ssrTemplate).toContain(`(${loadAppAfterPaintFunction})(`);
    expect(ssrTemplate).toContain('it.scripts.map((script) => it.baseUrl + script)');
  });
});
