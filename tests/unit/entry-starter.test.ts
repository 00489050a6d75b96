// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { entryStarter, START_AT_THE_LATEST_MS } from '~/server/edge/hydrate-after-paint'

// The edge's entry starter (src/server/edge/hydrate-after-paint.ts) run in a DOM: the client code starts once the
// first contentful paint has been presented and the first screen's pictures have loaded and been painted — never
// before, and at most START_AT_THE_LATEST_MS after the starter ran.
const ENTRY = '/assets/index-A.js'
const PRELOADS = ['/assets/index-A.js', '/assets/main-B.js']

/** An image with a box (happy-dom lays nothing out) that is still loading. */
function picture(box: { top: number; left?: number; width?: number; height?: number }) {
  const img = document.createElement('img')
  Object.defineProperty(img, 'complete', { value: false, configurable: true })
  const { top, left = 0, width = 390, height = 390 } = box
  img.getBoundingClientRect = () => ({ top, left, width, height, bottom: top + height, right: left + width, x: left, y: top }) as DOMRect
  document.body.appendChild(img)
  return img
}

/** What the starter put into the head (kept out of the DOM: happy-dom would try to load the scripts). */
let appended: Element[] = []
const started = () => appended.filter((e) => e.matches('script[type="module"]')).map((e) => e.getAttribute('src'))
const preloaded = () => appended.filter((e) => e.matches('link[rel="modulepreload"]')).map((e) => e.getAttribute('href'))

/** Frames are painted when the test says so: the rAF callbacks, then the tasks they queued. */
let frames: FrameRequestCallback[] = []
async function frame() {
  const due = frames
  frames = []
  for (const f of due) f(0)
  await vi.advanceTimersByTimeAsync(0)
}

/** The browser's performance timeline, reported when the test says so. */
let observers: Array<{ type: string; cb: (list: { getEntriesByName: (n: string) => unknown[] }) => void; on: boolean }> = []
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint']
  o: (typeof observers)[number]
  constructor(cb: (typeof observers)[number]['cb']) {
    this.o = { type: '', cb, on: false }
    observers.push(this.o)
  }
  observe({ type }: { type: string }) {
    Object.assign(this.o, { type, on: true })
  }
  disconnect() {
    this.o.on = false
  }
}
function report(type: string, name: string) {
  for (const o of observers.filter((x) => x.on && x.type === type)) o.cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })
}
const firstContentfulPaint = () => report('paint', 'first-contentful-paint')

/** Runs the inline starter as the browser would (its last statement removes its own tag). */
function runStarter() {
  const code = entryStarter(ENTRY, PRELOADS).replace('document.currentScript.remove()', '')
  new Function(code)()
}

describe('the entry starter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    frames = []
    appended = []
    observers = []
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      appended.push(node as unknown as Element)
      return node
    })
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f))
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    document.head.innerHTML = ''
    document.body.innerHTML = '<main>매장 찾기</main>'
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    Object.assign(window, { innerWidth: 390, innerHeight: 844 })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('starts the preloads and the entry once the first contentful paint is presented (not on a frame callback)', async () => {
    picture({ top: 1200 }) // below the first screen
    runStarter()
    await frame()
    await frame()
    expect(started()).toEqual([])
    report('paint', 'first-paint') // a paint without content is not enough
    expect(started()).toEqual([])
    firstContentfulPaint()
    expect(preloaded()).toEqual(PRELOADS)
    expect(started()).toEqual([ENTRY])
  })

  it('waits for the first screen’s pictures to load and their paint to be reported', async () => {
    const hero = picture({ top: 56 })
    const second = picture({ top: 500, left: 0 })
    picture({ top: 56, left: 390 }) // the next slide of a carousel: beside the screen
    runStarter()
    firstContentfulPaint()
    expect(started()).toEqual([])
    hero.dispatchEvent(new Event('load'))
    second.dispatchEvent(new Event('error')) // a picture that fails counts as done
    expect(started()).toEqual([])
    report('largest-contentful-paint', '')
    expect(started()).toEqual([ENTRY])
    expect(preloaded()).toEqual(PRELOADS)
  })

  it('takes two frames as the pictures’ paint when no largest paint is reported (a picture smaller than the text)', async () => {
    const hero = picture({ top: 56, height: 100 })
    runStarter()
    firstContentfulPaint()
    hero.dispatchEvent(new Event('load'))
    await frame()
    expect(started()).toEqual([])
    await frame()
    expect(started()).toEqual([ENTRY])
    report('largest-contentful-paint', '')
    expect(started()).toEqual([ENTRY]) // once
  })

  it('does not wait longer than START_AT_THE_LATEST_MS, and starts once', async () => {
    const hero = picture({ top: 56 })
    runStarter()
    await vi.advanceTimersByTimeAsync(START_AT_THE_LATEST_MS - 1)
    expect(started()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(started()).toEqual([ENTRY])
    firstContentfulPaint()
    hero.dispatchEvent(new Event('load'))
    report('largest-contentful-paint', '')
    await frame()
    await frame()
    expect(started()).toEqual([ENTRY])
    expect(preloaded()).toEqual(PRELOADS)
  })

  it('waits for a frame in a browser without paint timing', async () => {
    FakeObserver.supportedEntryTypes = []
    try {
      runStarter()
      expect(started()).toEqual([])
      await frame()
      expect(started()).toEqual([ENTRY])
    } finally {
      FakeObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint']
    }
  })

  it('starts at once in a hidden tab (it paints nothing)', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    picture({ top: 56 })
    runStarter()
    expect(started()).toEqual([ENTRY])
  })
})
