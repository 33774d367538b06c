import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { htmlLang, isLocale, type Locale } from '../../../src/domain/locale'
import { formatPrice } from '../../../src/domain/money'
import { payTypeName } from '../../../src/domain/payTypes'
import type { AppContext, AppEnv } from '../../http/context'
import { limitBodyTo } from '../../http/middleware'
import { type MessageKey, translate } from '../../i18n/messages'
import { SANDBOX_CHOICES, type SandboxChoice, type SandboxPaymentProvider, type SandboxRow } from './sandbox'

/**
 * The sandbox provider's hosted page (issue 13), where a real provider's page would be: GET
 * /pay/sandbox/<ref> shows the amount and the method with Pay, Fail and Cancel; each button is a
 * form POST to the same address (no script: the page's own strict CSP allows none, and only its
 * one stylesheet by hash). A choice settles the sandbox's ledger, notifies the merchant by the
 * signed callback, and sends the browser back (303) to the merchant's return page
 * /shop/pay/<arg>. In the language of `?lang=` (zh-cn, en, zh-hk), else of the request.
 */

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#eef0f4;color:#1d2433}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px}
h1{font-size:1.25rem;margin:0 0 .25rem}p.note{color:#5b6475;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#5b6475}dd{margin:0;font-weight:600}
form{margin:.5rem 0}button{width:100%;padding:.75rem;font-size:1rem;border-radius:8px;border:1px solid #8a94a6;background:#fff}
button.pay{background:#1f6f43;color:#fff;border-color:#1f6f43}`
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`
/** Nothing runs, nothing loads but the inline style; forms post only here; no framing. */
const PAGE_CSP = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)

const REF = /^[A-Za-z0-9_-]{22}$/
/** Largest body a button's form may have: 1 KB. */
const MAX_FORM_BYTES = 1024

function pageLocale(c: AppContext): Locale {
  const lang = c.req.query('lang')?.toLowerCase()
  return lang && isLocale(lang) ? lang : c.get('locale')
}

/** The whole page around `body`. */
function page(c: AppContext, locale: Locale, body: string, status: 200 | 400 | 404 | 409 = 200) {
  const t = (key: MessageKey) => escapeHtml(translate(key, locale))
  const html = `<!doctype html><html lang="${htmlLang(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${t('sandboxTitle')}</title><style>${STYLE}</style></head>
<body><main><h1>${t('sandboxTitle')}</h1><p class="note">${t('sandboxNotice')}</p>${body}</main></body></html>`
  c.header('Content-Security-Policy', PAGE_CSP)
  c.header('Cache-Control', 'no-store')
  return c.html(html, status)
}

/** The open payment: amount, method and the three buttons. */
function openBody(row: SandboxRow, locale: Locale, action: string): string {
  const t = (key: MessageKey) => escapeHtml(translate(key, locale))
  const method = payTypeName(row.method) ?? translate('onlinePayment', locale)
  const button = (choice: SandboxChoice, label: MessageKey) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="choice" value="${choice}">` +
    `<button type="submit" class="${choice}">${t(label)}</button></form>`
  return (
    `<dl><dt>${t('sandboxAmount')}</dt><dd>${escapeHtml(formatPrice(row.amount))}</dd>` +
    `<dt>${t('sandboxMethod')}</dt><dd>${escapeHtml(method)}</dd></dl>` +
    button('pay', 'sandboxPay') +
    button('fail', 'sandboxFail') +
    button('cancel', 'sandboxCancel')
  )
}

/** A payment no longer open: a link back to the merchant. */
function closedBody(row: SandboxRow, locale: Locale): string {
  return `<p>${escapeHtml(translate('sandboxClosed', locale))}</p><p><a href="${escapeHtml(row.returnUrl)}">${escapeHtml(translate('sandboxBack', locale))}</a></p>`
}

/** GET and POST /pay/sandbox/:ref. */
export function sandboxPageRoutes(sandbox: SandboxPaymentProvider) {
  const routes = new Hono<AppEnv>()
  // A button's form is a few bytes.
  routes.use(
    '/pay/sandbox/*',
    limitBodyTo(MAX_FORM_BYTES, (c) => c.text('Payload Too Large', 413)),
  )

  routes.get('/pay/sandbox/:ref', async (c) => {
    const locale = pageLocale(c)
    const ref = c.req.param('ref')
    const row = REF.test(ref) ? await sandbox.find(ref) : null
    if (!row) return page(c, locale, `<p>${escapeHtml(translate('sandboxNotFound', locale))}</p>`, 404)
    if (row.status !== 'open') return page(c, locale, closedBody(row, locale))
    return page(c, locale, openBody(row, locale, `${c.req.path}?lang=${locale}`))
  })

  routes.post('/pay/sandbox/:ref', async (c) => {
    const locale = pageLocale(c)
    const ref = c.req.param('ref')
    let choice: string | undefined
    try {
      choice = new URLSearchParams(await c.req.text()).get('choice') ?? undefined
    } catch {
      choice = undefined
    }
    if (!choice || !Object.hasOwn(SANDBOX_CHOICES, choice))
      return page(
        c,
        locale,
        `<p>${escapeHtml(translate('invalidField', locale, { field: 'choice' }))}</p>`,
        400,
      )
    const row = REF.test(ref) ? await sandbox.find(ref) : null
    if (!row) return page(c, locale, `<p>${escapeHtml(translate('sandboxNotFound', locale))}</p>`, 404)
    if (row.status !== 'open') return page(c, locale, closedBody(row, locale), 409)
    const settled = await sandbox.choose(ref, choice as SandboxChoice)
    return c.redirect(settled?.returnUrl ?? row.returnUrl, 303)
  })

  return routes
}
