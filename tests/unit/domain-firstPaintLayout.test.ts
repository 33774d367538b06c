// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FINE_POINTER_WIDE, firstPaintLayout, layoutModeFor, WIDE_SCREEN } from '../../src/domain/layoutMode'
import { deviceKind } from '../../src/ui/desktopBrowser'

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
const DESKTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'

/** A browser whose media queries answer as `matching` says and whose user agent is `agent`. */
function browser(agent: string, matching: { widePointer: boolean; wideScreen: boolean }) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent)
  window.matchMedia = ((query: string) => ({
    matches:
      query === FINE_POINTER_WIDE ? matching.widePointer : query === WIDE_SCREEN && matching.wideScreen,
  })) as typeof window.matchMedia
}

/** What the page's head script leaves on <html>, from the server's layout attribute. */
function headLayout(path: string, search: string): string | undefined {
  const { phone, script } = firstPaintLayout(path, search)
  document.documentElement.dataset.layout = phone
  if (script) new Function(script)()
  return document.documentElement.dataset.layout
}

describe("a server-rendered page's first layout", () => {
  afterEach(() => {
    vi.restoreAllMocks()
    delete document.documentElement.dataset.layout
  })

  const devices = [
    ['a phone', PHONE_AGENT, { widePointer: false, wideScreen: false }],
    ['a tablet with a mouse', PHONE_AGENT, { widePointer: true, wideScreen: false }],
    ['a narrow desktop window', DESKTOP_AGENT, { widePointer: true, wideScreen: false }],
    ['a wide desktop', DESKTOP_AGENT, { widePointer: true, wideScreen: true }],
    ['a wide touch-only desktop', DESKTOP_AGENT, { widePointer: false, wideScreen: true }],
  ] as const
  const pages = [
    ['/restaurantList/MV8wXzA~', ''],
    ['/brand/index/MV8wXzA~', ''],
    ['/shop/MV8xXzA~', ''],
    ['/index/MV8xXzBfMQ~~', ''],
    ['/index/MV8xXzBfMQ~~', '?a=0'],
    ['/pcIndex/MV8xXzBfMQ~~', ''],
  ] as const

  for (const [device, agent, matching] of devices) {
    it.each(pages)(`on ${device}, %s%s is the layout the app then sets`, (path, search) => {
      browser(agent, matching)
      expect(headLayout(path, search)).toBe(layoutModeFor(path, search, deviceKind()))
    })
  }

  it('needs no script where every device lays the page out alike', () => {
    expect(firstPaintLayout('/pcIndex/MV8xXzBfMQ~~', '')).toEqual({ phone: 'wide', script: null })
    expect(firstPaintLayout('/index/MV8xXzBfMQ~~', '?a=0')).toEqual({ phone: 'full', script: null })
  })
})
