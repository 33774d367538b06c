import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BACKENDS, call, UNKNOWN_ID } from './harness'
import {
  as,
  HOME_ADDRESS as HOME,
  type Member,
  type MemberTestApp,
  registerMember,
  startMemberApp,
} from './memberHelpers'

describe.each(BACKENDS)('member addresses on $name', (backend) => {
  let t: MemberTestApp
  let a: Member
  let b: Member
  beforeAll(async () => {
    t = await startMemberApp(backend)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    a = await registerMember(t)
    b = await registerMember(t)
  })

  const post = (token: string, path: string, body: Record<string, unknown> = {}, locale = 'en') =>
    as(t, token, `/api/member/member/${path}`, { json: body }, locale)
  const list = async (token: string) =>
    (await post(token, 'getMemberAddress')).body.data as { id: number; isdefault: number; receiver: string }[]

  it('adds (code 1 and the id), lists, updates and deletes', async () => {
    const added = await post(a.token, 'addMemberAddress', HOME)
    expect(added.body).toMatchObject({ success: true, code: 1 })
    expect(added.body.data).toEqual({ ...HOME, id: expect.any(Number), memberId: a.memberId, type: 2 })
    expect(await list(a.token)).toEqual([added.body.data])
    const form = await as(t, a.token, '/api/member/member/addMemberAddress', {
      form: {
        receiver: 'Office',
        phone: '13812345678',
        currentAddress: 'IFC',
        address: 'Floor 8',
        isdefault: '0',
      },
    })
    expect(form.body.data).toMatchObject({
      receiver: 'Office',
      isdefault: 0,
      floor: '',
      dimensionMap: '',
      sex: 0,
    })
    const updated = await post(a.token, 'updateMemberAddress', {
      ...HOME,
      id: form.body.data.id,
      receiver: 'Office 2',
      isdefault: 1,
    })
    expect(updated.body.data).toMatchObject({ id: form.body.data.id, receiver: 'Office 2', isdefault: 1 })
    const rows = await list(a.token)
    expect(rows.map((row) => [row.id, row.isdefault])).toEqual([
      [form.body.data.id, 1],
      [added.body.data.id, 0],
    ])
    expect((await post(a.token, 'delMemberAddress', { id: added.body.data.id })).body).toEqual({
      success: true,
      code: 1,
      data: true,
    })
    expect((await list(a.token)).map((row) => row.id)).toEqual([form.body.data.id])
  })

  it('keeps one default: a new default clears the old one', async () => {
    await post(a.token, 'addMemberAddress', HOME)
    await post(a.token, 'addMemberAddress', { ...HOME, receiver: 'Second' })
    const rows = await list(a.token)
    expect(rows.filter((row) => row.isdefault === 1).map((row) => row.receiver)).toEqual(['Second'])
  })

  it('getAddressAndResSetting lists the addresses with the default', async () => {
    const added = await post(a.token, 'addMemberAddress', HOME)
    const res = await as(t, a.token, '/api/member-web/member/getAddressAndResSetting', {
      form: { brandId: t.brandId },
    })
    expect(res.body.data).toEqual({ addressList: [added.body.data], defaultAddress: added.body.data })
    const unknown = await as(t, a.token, '/api/member-web/member/getAddressAndResSetting', {
      form: { brandId: UNKNOWN_ID },
    })
    expect(unknown.body.errCode).toBe('BRAND.NOT_FOUND')
    const other = await as(t, b.token, '/api/member-web/member/getAddressAndResSetting', {
      form: { brandId: t.brandId, memberId: a.memberId },
    })
    expect(other.status).toBe(403)
    expect(
      (await call(t.app, '/api/member-web/member/getAddressAndResSetting', { form: { brandId: t.brandId } }))
        .status,
    ).toBe(401)
  })

  it.each([
    [
      'receiver',
      { receiver: ' ', phone: '', currentAddress: '', address: '' },
      "Please enter the recipient's name",
      '請輸入收貨人姓名',
    ],
    ['phone', { phone: '', currentAddress: '' }, 'Please enter a contact number', '請輸入聯絡方式'],
    [
      'phone',
      { phone: '1234567', address: '' },
      'Please enter a valid contact number',
      '請輸入正確的聯絡方式',
    ],
    ['phone', { phone: '123456789' }, 'Please enter a valid contact number', '請輸入正確的聯絡方式'],
    [
      'currentAddress',
      { currentAddress: '', address: '' },
      'Please choose a delivery address',
      '請選擇收貨地址',
    ],
    ['address', { address: '' }, 'Please enter the address details', '請輸入詳細地址'],
    ['receiver', { receiver: 'x'.repeat(201) }, 'Invalid parameter: receiver', '參數無效：receiver'],
    ['dimensionMap', { dimensionMap: 'here' }, 'Invalid parameter: dimensionMap', '參數無效：dimensionMap'],
    ['isdefault', { isdefault: 2 }, 'Invalid parameter: isdefault', '參數無效：isdefault'],
  ])('400 naming %s in SPEC order, translated, nothing saved', async (field, change, en, hk) => {
    const saved = await post(a.token, 'addMemberAddress', HOME)
    for (const [locale, text] of [
      ['en', en],
      ['zh-hk', hk],
    ]) {
      const add = await post(a.token, 'addMemberAddress', { ...HOME, ...change }, locale)
      expect(add.status).toBe(400)
      expect(add.body).toMatchObject({ errCode: 'VALIDATION', field, errMsg: text })
      const edit = await post(
        a.token,
        'updateMemberAddress',
        { ...HOME, ...change, id: saved.body.data.id },
        locale,
      )
      expect(edit.body).toMatchObject({ errCode: 'VALIDATION', field, errMsg: text })
    }
    expect(await list(a.token)).toEqual([saved.body.data])
  })

  it('update and delete need a valid id', async () => {
    expect((await post(a.token, 'updateMemberAddress', HOME)).body).toMatchObject({
      errCode: 'VALIDATION',
      field: 'id',
    })
    expect((await post(a.token, 'delMemberAddress', { id: 'x' })).body).toMatchObject({
      errCode: 'VALIDATION',
      field: 'id',
    })
    const gone = await post(a.token, 'delMemberAddress', { id: 2_000_000_000 }, 'zh-cn')
    expect(gone.body).toMatchObject({ success: false, errCode: 'ADDRESS.NOT_FOUND', errMsg: '地址不存在' })
  })

  it('getMemberAddress: B cannot read A’s addresses', async () => {
    await post(a.token, 'addMemberAddress', HOME)
    expect(await list(b.token)).toEqual([])
    expect((await post(b.token, 'getMemberAddress', { memberId: a.memberId })).status).toBe(403)
  })

  it('addMemberAddress: B cannot add to A', async () => {
    const res = await post(b.token, 'addMemberAddress', { ...HOME, memberId: a.memberId })
    expect(res.status).toBe(403)
    expect(await list(a.token)).toEqual([])
    expect(await list(b.token)).toEqual([])
  })

  it('updateMemberAddress: B cannot change A’s address', async () => {
    const saved = await post(a.token, 'addMemberAddress', HOME)
    const res = await post(b.token, 'updateMemberAddress', {
      ...HOME,
      id: saved.body.data.id,
      receiver: 'Mallory',
    })
    expect(res.body).toMatchObject({ success: false, errCode: 'ADDRESS.NOT_FOUND' })
    expect(await list(a.token)).toEqual([saved.body.data])
  })

  it('updateMemberAddress as B with isdefault does not clear A’s default', async () => {
    const saved = await post(a.token, 'addMemberAddress', HOME)
    await post(b.token, 'updateMemberAddress', { ...HOME, id: saved.body.data.id, isdefault: 1 })
    expect((await list(a.token))[0]?.isdefault).toBe(1)
  })

  it('delMemberAddress: B cannot delete A’s address', async () => {
    const saved = await post(a.token, 'addMemberAddress', HOME)
    const res = await post(b.token, 'delMemberAddress', { id: saved.body.data.id })
    expect(res.body).toMatchObject({ success: false, errCode: 'ADDRESS.NOT_FOUND' })
    expect(await list(a.token)).toEqual([saved.body.data])
  })

  it.each(['getMemberAddress', 'addMemberAddress', 'updateMemberAddress', 'delMemberAddress'])(
    '%s needs a token',
    async (path) => {
      const res = await call(t.app, `/api/member/member/${path}`, { json: { ...HOME, id: 1 } })
      expect(res.status).toBe(401)
      expect(res.body.errCode).toBe('AUTH.UNAUTHORIZED')
    },
  )
})
