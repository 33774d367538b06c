import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS, call } from './harness'
import { type Member, registerMember } from './orderHelpers'
import { confirmPay, type PayTestApp, placeOnline, startPayApp } from './payHelpers'

/** Issue 13: the sandbox provider's hosted page: three languages, no script, a form POST per button. */

describe.each(BACKENDS)('sandbox hosted page on $name', (backend) => {
  let t: PayTestApp
  let member: Member
  let page: string
  beforeAll(async () => {
    t = await startPayApp(backend)
    member = await registerMember(t)
    const orderId = (await placeOnline(t, member)).body.data.id
    page = (await confirmPay(t, member, orderId, 42, { 'x-locale': 'zh-hk' })).body.data.redirectUrl
  })
  afterAll(() => t.close())

  it.each([
    ['en', 'en', ['Sandbox payment', 'Amount', 'Pay', 'Fail', 'Cancel']],
    ['zh-cn', 'zh-CN', ['沙盒支付', '金额', '支付', '支付失败', '取消']],
    ['zh-hk', 'zh-HK', ['沙盒付款', '金額', '付款', '付款失敗', '取消']],
  ])('renders in %s', async (lang, htmlLang, texts) => {
    const res = await call(t.app, `${page.split('?')[0]}?lang=${lang}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.text).toContain(`<html lang="${htmlLang}">`)
    for (const text of texts) expect(res.text).toContain(`>${text}<`)
    expect(res.text).toContain('Alipay HK')
    expect(res.text).not.toMatch(/<script/i)
    expect(res.text.match(/<form method="post"/g)).toHaveLength(3)
  })

  it('follows the confirmPay language, else the request’s', async () => {
    expect(page).toMatch(/\?lang=zh-hk$/)
    const res = await call(t.app, page.split('?')[0]!, { headers: { 'accept-language': 'zh-CN' } })
    expect(res.text).toContain('<html lang="zh-CN">')
  })

  it('carries its own strict CSP: no script, its style by hash, forms to itself, no framing', async () => {
    const csp = (await call(t.app, page)).headers.get('content-security-policy')!
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('script-src')
  })

  it('answers an unknown payment or a bad button as a page, never a server error', async () => {
    const unknown = await call(t.app, '/pay/sandbox/AAAAAAAAAAAAAAAAAAAAAA')
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain('This payment does not exist.')
    expect((await call(t.app, '/pay/sandbox/..%2f..%2fpackage.json')).status).toBe(404)
    const bad = await call(t.app, page, { method: 'POST', form: { choice: 'steal' } })
    expect(bad.status).toBe(400)
    const empty = await call(t.app, page, { method: 'POST', body: '' })
    expect(empty.status).toBe(400)
  })
})
