import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_MEMBER_ADDRESSES } from '../../src/domain/memberRules'
import { BACKENDS } from './harness'
import { as, type MemberTestApp, registerMember, startMemberApp } from './memberHelpers'

const ADDRESS = {
  receiver: 'Chan Tai Man',
  phone: '91234567',
  currentAddress: '1 Queen’s Road Central',
  address: 'Flat A',
}

describe.each(BACKENDS)('saved addresses are capped on $name', (backend) => {
  let t: MemberTestApp
  beforeAll(async () => {
    t = await startMemberApp(backend)
  })
  afterAll(() => t.close())

  const post = (token: string, path: string, body: Record<string, unknown> = {}, locale = 'en') =>
    as(t, token, `/api/member/member/${path}`, { json: body }, locale)
  const count = async (token: string) =>
    ((await post(token, 'getMemberAddress')).body.data as unknown[]).length

  it(`refuses address ${MAX_MEMBER_ADDRESSES + 1} with ADDRESS.LIMIT until one is deleted`, async () => {
    const member = await registerMember(t)
    const ids: number[] = []
    for (let n = 0; n < MAX_MEMBER_ADDRESSES; n++) {
      const added = await post(member.token, 'addMemberAddress', { ...ADDRESS, unit: String(n) })
      expect(added.body.success, `address ${n + 1}`).toBe(true)
      ids.push(added.body.data.id as number)
    }
    const refused = await post(member.token, 'addMemberAddress', { ...ADDRESS, unit: 'extra' })
    expect(refused.status).toBe(200)
    expect(refused.body).toEqual({
      success: false,
      code: -1,
      errCode: 'ADDRESS.LIMIT',
      errMsg: `You can save up to ${MAX_MEMBER_ADDRESSES} addresses. Delete one to add another.`,
    })
    const inHongKong = await post(member.token, 'addMemberAddress', ADDRESS, 'zh-hk')
    expect(inHongKong.body.errMsg).toBe(`最多可儲存 ${MAX_MEMBER_ADDRESSES} 個地址，請先刪除一個再新增。`)
    const inChina = await post(member.token, 'addMemberAddress', ADDRESS, 'zh-cn')
    expect(inChina.body.errMsg).toBe(`最多可保存 ${MAX_MEMBER_ADDRESSES} 个地址，请先删除一个再添加。`)
    expect(await count(member.token)).toBe(MAX_MEMBER_ADDRESSES)

    // Editing at the cap still works; a form error still names its field first.
    const edited = await post(member.token, 'updateMemberAddress', { ...ADDRESS, id: ids[0], unit: 'B' })
    expect(edited.body.success).toBe(true)
    // Another member is not affected.
    const other = await registerMember(t)
    expect((await post(other.token, 'addMemberAddress', ADDRESS)).body.success).toBe(true)

    expect((await post(member.token, 'delMemberAddress', { id: ids[1] })).body.success).toBe(true)
    expect((await post(member.token, 'addMemberAddress', ADDRESS)).body.success).toBe(true)
    expect((await post(member.token, 'addMemberAddress', ADDRESS)).body.errCode).toBe('ADDRESS.LIMIT')
  })

  it('lets concurrent adds of one member reach the cap and never pass it', async () => {
    const member = await registerMember(t)
    for (let n = 0; n < MAX_MEMBER_ADDRESSES - 3; n++) await post(member.token, 'addMemberAddress', ADDRESS)
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => post(member.token, 'addMemberAddress', ADDRESS)),
    )
    expect(racing.filter((res) => res.body.success)).toHaveLength(3)
    expect(racing.filter((res) => res.body.errCode === 'ADDRESS.LIMIT')).toHaveLength(7)
    expect(await count(member.token)).toBe(MAX_MEMBER_ADDRESSES)
  })
  it('makes concurrent default changes of one member one after the other: one default, no error', async () => {
    const member = await registerMember(t)
    const added = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        post(member.token, 'addMemberAddress', { ...ADDRESS, unit: String(n), isdefault: 1 }),
      ),
    )
    for (const res of added) expect(res.body).toMatchObject({ success: true, code: 1 })
    const ids = added.map((res) => res.body.data.id as number)
    const updated = await Promise.all(
      ids.map((id) => post(member.token, 'updateMemberAddress', { ...ADDRESS, id, isdefault: 1 })),
    )
    for (const res of updated) expect(res.body).toMatchObject({ success: true, code: 1 })
    const list = (await post(member.token, 'getMemberAddress')).body.data as { isdefault: number }[]
    expect(list.filter((address) => address.isdefault === 1)).toHaveLength(1)
  })
})
