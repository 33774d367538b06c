import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { MemberInfo } from '../../../src/domain/contract/member'
import { boundedText } from '../../../src/domain/inputBounds'
import { isValidEmail, validateMemberName } from '../../../src/domain/memberRules'
import type { Database } from '../../db/open'
import { members } from '../../db/schemaMember'
import type { MemberRow } from '../../http/context'
import { validationError } from '../../http/errors'
import { parseInput } from '../../http/input'
import type { MessageKey } from '../../i18n/messages'
import { memberInfoOf } from './login'
import { ChoiceParam } from './params'

/** member/updateMemberInfo: every field checked before anything is written (SPEC §5). */

const NAME_MESSAGE: Record<NonNullable<ReturnType<typeof validateMemberName>>, MessageKey> = {
  EMPTY: 'nameEmpty',
  TOO_LONG: 'nameTooLong',
  EMOJI: 'nameEmoji',
  MARKUP: 'nameMarkup',
}

const UpdateParams = v.object({
  name: v.optional(v.string()),
  sex: v.optional(ChoiceParam([0, 1, 2])),
  email: v.optional(v.pipe(boundedText(1024), v.trim())),
  birthday: v.optional(v.pipe(boundedText(64), v.trim())),
  headImg: v.optional(v.pipe(boundedText(1024), v.trim(), v.maxLength(500))),
  memberId: v.optional(v.unknown()),
})

/** A real calendar date `YYYY-MM-DD`, not after today. */
function isBirthday(text: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return (
    date.toISOString().slice(0, 10) === text && Number(match[1]) >= 1900 && date.getTime() <= now.getTime()
  )
}

const isHeadImg = (text: string) =>
  text === '' || /^\/uploads\/[A-Za-z0-9._/-]+$/.test(text) || /^https?:\/\/[^\s"'<>]+$/.test(text)

/** Validates the changes; throws the first bad field's 400. */
function parseProfileChanges(
  input: unknown,
  now: Date,
): Partial<Pick<MemberRow, 'name' | 'sex' | 'email' | 'birthday' | 'headImg'>> {
  const params = parseInput(UpdateParams, input)
  const changes: Partial<Pick<MemberRow, 'name' | 'sex' | 'email' | 'birthday' | 'headImg'>> = {}
  if (params.name !== undefined) {
    const problem = validateMemberName(params.name)
    if (problem) throw validationError('name', NAME_MESSAGE[problem])
    changes.name = params.name.trim()
  }
  if (params.sex !== undefined) changes.sex = params.sex
  if (params.email !== undefined) {
    if (params.email !== '' && !isValidEmail(params.email)) throw validationError('email', 'emailInvalid')
    changes.email = params.email
  }
  if (params.birthday !== undefined) {
    if (params.birthday !== '' && !isBirthday(params.birthday, now)) throw validationError('birthday')
    changes.birthday = params.birthday
  }
  if (params.headImg !== undefined) {
    if (!isHeadImg(params.headImg)) throw validationError('headImg')
    changes.headImg = params.headImg
  }
  return changes
}

export async function updateProfile(
  db: Database,
  member: MemberRow,
  input: unknown,
  now: Date,
): Promise<MemberInfo> {
  const changes = parseProfileChanges(input, now)
  if (Object.keys(changes).length === 0) return memberInfoOf(member)
  const [saved] = await db.update(members).set(changes).where(eq(members.id, member.id)).returning()
  return memberInfoOf(saved!)
}
