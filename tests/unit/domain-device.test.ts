import { describe, expect, it } from 'vitest'
import { type BrowserTraits, browserTraits } from '../../src/domain/device'

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iPhoneWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_HK',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 Edg/123.0.2420.65',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
  oldAndroidBrowser:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; HTC Sensation Build/IML74K) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
}

describe('browser traits for the payment rules', () => {
  it.each<[string, string, boolean, number, BrowserTraits]>([
    ['Safari on an iPhone', UA.iPhoneSafari, false, 5, { desktop: false, safari: true }],
    ['Chrome on an iPhone', UA.iPhoneChrome, false, 5, { desktop: false, safari: false }],
    ['WeChat on an iPhone', UA.iPhoneWeChat, false, 5, { desktop: false, safari: false }],
    ['Safari on a Mac, wide', UA.macSafari, true, 0, { desktop: true, safari: true }],
    ['Safari on a Mac, narrow window', UA.macSafari, false, 0, { desktop: false, safari: true }],
    ['an iPad asking for desktop sites', UA.macSafari, true, 5, { desktop: false, safari: true }],
    ['Chrome on a Mac', UA.macChrome, true, 0, { desktop: true, safari: false }],
    ['Edge on Windows, wide', UA.windowsEdge, true, 0, { desktop: true, safari: false }],
    ['Edge on Windows, narrow window', UA.windowsEdge, false, 0, { desktop: false, safari: false }],
    ['a wide Android tablet', UA.androidTablet, true, 5, { desktop: false, safari: false }],
    [
      "Android's old browser (says Safari)",
      UA.oldAndroidBrowser,
      false,
      5,
      { desktop: false, safari: false },
    ],
    ['no user agent (a server render)', '', false, 0, { desktop: false, safari: false }],
  ])('%s', (_, userAgent, wideScreen, maxTouchPoints, traits) => {
    expect(browserTraits({ userAgent, wideScreen, maxTouchPoints })).toEqual(traits)
  })
})
