/**
 * Pure member rules (SPEC §5, §9): login phone and SMS code checks, the address form's check
 * order, phone masking, email and member name. Shared by the PWA screens and the server.
 */
import { UNITS_PER_CHARACTER } from './inputBounds'
import { hasEmoji } from './text'

/** SMS verification code length (SPEC §9). */
export const SMS_CODE_LENGTH = 6
/** Seconds before another code may be sent to the same phone. */
export const SMS_RESEND_SECONDS = 60
/** Longest member name, in characters after trimming. */
export const MEMBER_NAME_MAX = 30
/** Most addresses a member may save; adding one more is refused until one is deleted. */
export const MAX_MEMBER_ADDRESSES = 20

/**
 * Seconds left of a login lock (the `data` of LOGIN.0020, `LoginLock`); null when the answer does
 * not say (e.g. another brand's backend).
 */
export function loginLockSeconds(data: unknown): number | null {
  const seconds = (data as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null
  return seconds
}

/** Minutes left of a login lock, rounded up so that the diner never tries too early; null as above. */
export function loginLockMinutes(data: unknown): number | null {
  const seconds = loginLockSeconds(data)
  return seconds === null ? null : Math.ceil(seconds / 60)
}

/** Whether the member may save another address next to `saved` ones. */
export function canAddAddress(saved: number): boolean {
  return saved < MAX_MEMBER_ADDRESSES
}

/**
 * The address an order is delivered to (SPEC §4 "no address"): the one the diner chose for orders
 * while it is still in the list, else the saved default, else null (the diner must pick one).
 */
export function deliveryAddressOf<A extends { id: number; isdefault: number }>(
  list: readonly A[],
  selectedId: unknown,
): A | null {
  return (
    list.find((address) => address.id === selectedId) ??
    list.find((address) => address.isdefault === 1) ??
    null
  )
}

/** Digits a login phone needs for a country id: 1, 2, 4 → 8; 3 → 11; unknown country → null. */
export function phoneLengthFor(countryId: number): 8 | 11 | null {
  if (countryId === 1 || countryId === 2 || countryId === 4) return 8
  if (countryId === 3) return 11
  return null
}

/** True when the phone is only digits of exactly the country's length (empty is false). */
export function isValidLoginPhone(countryId: number, phone: string): boolean {
  const length = phoneLengthFor(countryId)
  return length !== null && phone.length === length && /^[0-9]+$/.test(phone)
}

/** True when the SMS code is exactly 6 digits. */
export function isValidSmsCode(code: string): boolean {
  return code.length === SMS_CODE_LENGTH && /^[0-9]+$/.test(code)
}

/** Address form failures, in the order they are checked. */
export type AddressFormError =
  | 'RECEIVER_EMPTY'
  | 'PHONE_EMPTY'
  | 'PHONE_LENGTH'
  | 'ADDRESS_NOT_CHOSEN'
  | 'DETAIL_EMPTY'

/** The address form fields the checks read. */
export type AddressForm = { receiver: string; phone: string; currentAddress: string; address: string }

/** First failure of the address form in SPEC §5 order (phone must be 8 or 11 characters), else null. */
export function validateAddressForm(form: AddressForm): AddressFormError | null {
  if (form.receiver.trim() === '') return 'RECEIVER_EMPTY'
  const phone = form.phone.trim()
  if (phone === '') return 'PHONE_EMPTY'
  if (phone.length !== 8 && phone.length !== 11) return 'PHONE_LENGTH'
  if (form.currentAddress.trim() === '') return 'ADDRESS_NOT_CHOSEN'
  if (form.address.trim() === '') return 'DETAIL_EMPTY'
  return null
}

/** Masks a phone: 11 characters → first 3 + '****' + last 4; 6 or more → first 3 + '***' + last 2; shorter → all '*'. */
export function maskPhone(phone: string): string {
  if (phone.length === 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`
  if (phone.length >= 6) return `${phone.slice(0, 3)}***${phone.slice(-2)}`
  return '*'.repeat(phone.length)
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/

/** True for a plausible email address (one @, a dotted domain, no spaces, at most 254 characters). */
export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false
  if (!EMAIL.test(email)) return false
  const domain = email.slice(email.indexOf('@') + 1)
  return !domain.startsWith('.') && !domain.includes('..')
}

/** Member name failures. */
export type MemberNameError = 'EMPTY' | 'TOO_LONG' | 'EMOJI' | 'MARKUP'

/** Checks a member name after trimming: 1–30 characters, no emoji, no '<' or '>'; null when valid. */
export function validateMemberName(name: string): MemberNameError | null {
  // Refused by its length before anything reads it character by character.
  if (name.length > MEMBER_NAME_MAX * UNITS_PER_CHARACTER) return 'TOO_LONG'
  const text = name.trim()
  if (text === '') return 'EMPTY'
  if ([...text].length > MEMBER_NAME_MAX) return 'TOO_LONG'
  if (hasEmoji(text)) return 'EMOJI'
  if (/[<>]/.test(text)) return 'MARKUP'
  return null
}
