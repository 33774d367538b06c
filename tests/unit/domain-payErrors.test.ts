import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  type ErrorReportContext,
  ErrorReport as ErrorReportSchema,
  errorReportPayload,
} from '../../src/domain/logs'
import { type PaymentFailure, paymentErrorReport } from '../../src/domain/payErrors'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const T0 = Date.UTC(2026, 10, 24, 12, 0, 0)
const CONTEXT: ErrorReportContext = {
  userAgent: IPHONE,
  appVersion: '2.2.9',
  token: 'tok_4f9a1c2b7d8e9f00112233445566',
  memberId: 88,
  deviceToken: 'dev_0a1b2c3d4e5f60718293a4b5c6d7',
  now: T0,
}

describe('payment error report (errorType 3)', () => {
  it('builds the SPEC §3 payload: type 3, platform 2, the iPhone, the version, the failure, hints of the tokens', () => {
    const failure: PaymentFailure = {
      step: 'query',
      orderId: 1201,
      payType: 1021,
      amount: '38.50',
      status: 1,
      errCode: 'code.online.payment.003',
      errMsg: 'Payment closed',
    }
    const report = paymentErrorReport(failure, CONTEXT)
    expect(report).toEqual({
      errorType: 3,
      platformType: 2,
      deviceModel: 'iPhone',
      systemVersion: 'iOS 17.4',
      deviceType: 2,
      appVersion: '2.2.9',
      errorContent: `Payment query failed: code.online.payment.003\n${JSON.stringify({
        step: 'query',
        orderId: 1201,
        payType: 1021,
        payTypeName: 'Google Pay',
        amount: '38.50',
        status: 1,
        errCode: 'code.online.payment.003',
        errMsg: 'Payment closed',
        detail: null,
      })}`,
      errorUserDetails: JSON.stringify({ token: 'tok_4f…', memberId: 88, deviceToken: 'dev_0a…' }),
      occurredAt: T0,
    })
    // What the error-report call takes, once the outbox adds its id.
    expect(v.safeParse(ErrorReportSchema, { ...report, id: 'report-0001' }).success).toBe(true)
  })

  it('says what failed without a code, and never keeps a credential from a message', () => {
    const report = paymentErrorReport(
      {
        step: 'confirmPay',
        orderId: '1202',
        payType: 10,
        detail: 'TypeError: Failed to fetch',
        errMsg: 'session abcdef0123456789abcdef0123 expired',
      },
      { ...CONTEXT, token: null, memberId: null },
    )
    const [headline, facts] = report.errorContent.split('\n')
    expect(headline).toBe('Payment confirmPay failed: TypeError: Failed to fetch')
    expect(JSON.parse(facts!)).toMatchObject({
      orderId: '1202',
      payTypeName: 'Apple Pay',
      amount: null,
      errCode: null,
      errMsg: 'session [redacted] expired',
    })
    expect(report.errorContent).not.toContain('abcdef0123456789')
    expect(JSON.parse(report.errorUserDetails!)).toEqual({
      token: null,
      memberId: null,
      deviceToken: 'dev_0a…',
    })
  })

  it('keeps a report within the fields the server takes', () => {
    const long = 'x'.repeat(20_000)
    const report = errorReportPayload(3, long, { ...CONTEXT, userAgent: '', appVersion: 'v'.repeat(40) })
    expect(report.errorContent).toHaveLength(8000)
    expect(report.appVersion).toHaveLength(32)
    expect(report).toMatchObject({ deviceType: 1, deviceModel: 'Unknown', systemVersion: 'Unknown' })
    expect(errorReportPayload(4, '', CONTEXT).errorContent).toBe('Unknown error')
  })
})
