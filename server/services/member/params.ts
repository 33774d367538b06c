import * as v from 'valibot'
import { SMS_TYPE } from '../../../src/domain/contract/member'
import { IdParam, OptionalIdParam } from '../../../src/domain/contract/system'
import { isValidLoginPhone, isValidSmsCode, phoneLengthFor } from '../../../src/domain/memberRules'
import { validationError } from '../../http/errors'

/** Parameters of the member calls. Form bodies carry text, JSON numbers: both are accepted. */

/** An integer among `options`, given as a number or digits. */
export const ChoiceParam = (options: readonly number[]) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((input) =>
      typeof input === 'number' ? input : /^\d{1,3}$/.test(input.trim()) ? Number(input) : Number.NaN,
    ),
    v.number(),
    v.check((value) => options.includes(value)),
  )

const Text = v.union([v.string(), v.pipe(v.number(), v.transform(String))])

/** SMS type: 1 (login and registration) is the only one SPEC names. */
const SmsTypeParam = ChoiceParam(Object.values(SMS_TYPE))

export const SmsSendParams = v.object({ countryId: IdParam, phone: Text, type: SmsTypeParam })
export const SmsCheckParams = v.object({
  countryId: IdParam,
  phone: Text,
  code: Text,
  type: v.optional(SmsTypeParam, SMS_TYPE.login),
})
export const LoginParams = v.object({
  phone: Text,
  code: Text,
  brandId: IdParam,
  countryId: IdParam,
  smsType: v.optional(SmsTypeParam, SMS_TYPE.login),
})
export const RegisterParams = v.object({ ...LoginParams.entries, sex: v.optional(ChoiceParam([0, 1, 2]), 0) })

/** The phone must suit the country (SPEC §5: 'Enter a correct Phone Number', also when empty). */
export function checkLoginPhone(countryId: number, phone: string): void {
  if (phoneLengthFor(countryId) === null) throw validationError('countryId')
  if (!isValidLoginPhone(countryId, phone)) throw validationError('phone', 'phoneInvalid')
}

/** The code must be 6 digits ('Verification code error'). */
export function checkSmsCode(code: string): void {
  if (!isValidSmsCode(code)) throw validationError('code', 'codeInvalid')
}

export const BrandParams = v.object({ brandId: IdParam, memberId: OptionalIdParam })
export const OwnMemberParams = v.object({ memberId: OptionalIdParam })
export const JoinBrandParams = v.object({
  memberId: IdParam,
  phone: Text,
  brandId: IdParam,
  appType: v.optional(v.pipe(IdParam, v.maxValue(999)), 7),
  webSource: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
})
