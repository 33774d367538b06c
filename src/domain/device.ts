/**
 * Default app type (SPEC §9), sent as X-App-Type and in operation logs. Here rather than in
 * ./logs.ts so that the API headers, on the first-render path, do not carry the log schemas.
 */
export const APP_TYPE = 7

/** What the app reports about the device (X-Device-Info header, error reports). */
export type DeviceSummary = {
  /** e.g. `iOS`, `Android`, `Windows`, `macOS`, `Linux`, `ChromeOS`, or `Unknown`. */
  os: string
  osVersion: string
  /** e.g. `Chrome`, `Safari`, `Firefox`, `Edge`, `WeChat`, or `Unknown`. */
  browser: string
  browserVersion: string
  /** Device model where the user agent names one (`iPhone`, `iPad`, an Android model), else the OS. */
  model: string
}

const OS_RULES: Array<{ os: string; pattern: RegExp }> = [
  { os: 'iOS', pattern: /(?:iPhone|iPad|iPod).*? OS (\d+(?:[_.]\d+)*)/ },
  { os: 'Android', pattern: /Android (\d+(?:\.\d+)*)/ },
  { os: 'Windows', pattern: /Windows NT (\d+(?:\.\d+)*)/ },
  { os: 'ChromeOS', pattern: /CrOS \S+ (\d+(?:\.\d+)*)/ },
  { os: 'macOS', pattern: /Mac OS X (\d+(?:[_.]\d+)*)/ },
  { os: 'Linux', pattern: /Linux()/ },
]

// Order matters: embedded browsers and Edge also say "Chrome" and "Safari".
const BROWSER_RULES: Array<{ browser: string; pattern: RegExp }> = [
  { browser: 'WeChat', pattern: /MicroMessenger\/(\d+(?:\.\d+)*)/ },
  { browser: 'Edge', pattern: /Edg(?:e|A|iOS)?\/(\d+(?:\.\d+)*)/ },
  { browser: 'Firefox', pattern: /(?:Firefox|FxiOS)\/(\d+(?:\.\d+)*)/ },
  { browser: 'Chrome', pattern: /(?:Chrome|CriOS)\/(\d+(?:\.\d+)*)/ },
  { browser: 'Safari', pattern: /Version\/(\d+(?:\.\d+)*).*Safari/ },
]

function firstMatch<K extends string>(
  userAgent: string,
  rules: Array<Record<K, string> & { pattern: RegExp }>,
  key: K,
): [string, string] {
  for (const rule of rules) {
    const match = rule.pattern.exec(userAgent)
    if (match) return [rule[key], (match[1] ?? '').replace(/_/g, '.')]
  }
  return ['Unknown', '']
}

/** Reads OS, browser and model from a user-agent string (best effort; never throws). */
export function describeDevice(userAgent: string): DeviceSummary {
  const [os, osVersion] = firstMatch(userAgent, OS_RULES, 'os')
  const [browser, browserVersion] = firstMatch(userAgent, BROWSER_RULES, 'browser')
  const apple = /iPhone|iPad|iPod/.exec(userAgent)?.[0]
  const android = /Android [^;)]*;\s*(?:[a-z]{2}[-_][a-z]{2};\s*)?([^;)]+?)(?:\sBuild\/|\)|;)/i.exec(
    userAgent,
  )?.[1]
  const model = apple ?? (android && android !== 'K' ? android.trim() : os)
  return { os, osVersion, browser, browserVersion, model }
}

/** Phones and tablets name themselves in the user agent (iPadOS asking for desktop sites does not). */
export const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i

/** Whether the user agent is a phone's or a tablet's. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent)
}

/** What the payment method rules (SPEC §5) ask of the browser. */
export type BrowserTraits = {
  /** The desktop form of the screens on a desktop computer (PC-only methods, Google Pay as a card). */
  desktop: boolean
  /** Apple's Safari (Apple Pay), on iOS, iPadOS or macOS; not another browser, not an in-app view. */
  safari: boolean
}

/**
 * Desktop and Safari from the user agent, whether the screen is wide (`(min-width: 1024px)`, the
 * breakpoint of the desktop screens) and, where known, `navigator.maxTouchPoints`: desktop is a wide
 * screen on a browser that is not a phone's or a tablet's; an iPad asking for desktop sites (a Mac
 * user agent with touch points) is a tablet. The caller reads the browser (a loader or an effect).
 */
export function browserTraits(input: {
  userAgent: string
  wideScreen: boolean
  maxTouchPoints?: number
}): BrowserTraits {
  const { userAgent, wideScreen, maxTouchPoints = 0 } = input
  const device = describeDevice(userAgent)
  const ipadAsMac = device.os === 'macOS' && maxTouchPoints > 1
  return {
    desktop: wideScreen && !isMobileUserAgent(userAgent) && !ipadAsMac,
    safari: device.browser === 'Safari' && (device.os === 'iOS' || device.os === 'macOS'),
  }
}

/** The X-Device-Info header value: short, printable ASCII only (headers reject anything else). */
export function deviceInfoHeader(userAgent: string): string {
  const d = describeDevice(userAgent)
  const text = `${d.os} ${d.osVersion}; ${d.browser} ${d.browserVersion}; ${d.model}`
  return text
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 128)
}

/** The operating systems of phones and tablets, as describeDevice names them. */
const HANDHELD_OS = new Set(['iOS', 'Android'])

/**
 * Whether a request comes from a phone or tablet (SPEC §5: PC-only methods only on desktop): the
 * X-Device-Info header the PWA sends (deviceInfoHeader) when present, else the User-Agent. A
 * client may say anything here; the rule spares diners a method their device cannot complete,
 * it protects no one's money (the amount is the server's either way).
 */
export function isHandheld(deviceInfo: string | undefined, userAgent: string | undefined): boolean {
  if (deviceInfo) return HANDHELD_OS.has(deviceInfo.split(' ')[0] ?? '')
  return userAgent ? isMobileUserAgent(userAgent) : false
}
