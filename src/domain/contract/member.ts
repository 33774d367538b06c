/**
 * Shapes of the member calls (SPEC §3, §7 "System and login", "Addresses", "Account logout",
 * "Member area"), shared by the PWA's client (src/api) and the server (server/services).
 * Ids are numbers; money and points are decimal strings; dates are `YYYY-MM-DD`.
 */

/** SMS types of system/public/sms/send `type` and login `smsType`. */
export const SMS_TYPE = { login: 1 } as const

/** SPEC §3 "Member info" as the calls answer it. */
export type MemberInfo = {
  id: number
  memberId: number
  phone: string
  countryId: number
  /** 0 unknown, 1 male, 2 female. */
  sex: 0 | 1 | 2
  name: string
  memberName: string
  email: string
  /** `YYYY-MM-DD`, or empty. */
  birthday: string
  /** Absolute URL or /uploads path, or empty. */
  headImg: string
}

/** POST member/public/sms/login and member/public/register answer. */
export type LoginResult = {
  memberInfo: MemberInfo
  /** Opaque bearer token (≥ 128 bits), sent back as `Authorization: Bearer <token>`. */
  token: string
}

/** SPEC §3 "Address" (type is always 2). */
export type MemberAddress = {
  id: number
  memberId: number
  receiver: string
  phone: string
  /** Building and street chosen on the map or typed, shown first. */
  currentAddress: string
  /** Detail typed by the user: flat, floor, unit. */
  address: string
  floor: string
  unit: string
  /** `longitude,latitude`, or empty. */
  dimensionMap: string
  isdefault: 0 | 1
  sex: 0 | 1 | 2
  type: 2
}

/** GET public/aliOss/getSignature answer (SPEC §3 "Image upload credential"). */
export type UploadCredential = {
  host: string
  dir: string
  accessKeyId: string
  encodedPolicy: string
  postSignature: string
}

/** What account deletion will remove (member/accountLogOut/*). */
export type AccountLossSummary = { points: string; coupons: number; orders: number }

/** A membership level of a brand (docs/api.md "Member area"); names and benefits in three languages. */
export type MemberLevel = {
  id: number
  level: number
  name: string
  name1: string
  name2: string
  /** Percentage off, as a decimal string. */
  memberDiscount: string
  benefits: string
  benefits1: string
  benefits2: string
  /** 1 when members of this level may take queue numbers. */
  canQueue: number
  /** 1 when this level's queue numbers wait in the priority line. */
  queuePriority: number
  /** 1 when members of this level pay no delivery fee. */
  freeDelivery: number
  /** Points earned per dollar, as a multiplier of the brand's rate ("1.50"). */
  pointsRate: string
  /** What one term costs; "0.00" when the level is not sold. */
  price: string
  /** The length of one bought term, in days. */
  validDays: number
}

/** GET member/memberWallet/getMemberWalletStatusByBrandId: `status` 1 when the wallet is open. */
export type WalletStatus = { status: 0 | 1; balance: string }

/** GET member/public/memberDiscount/getMemberDiscountInfo */
export type MemberDiscount = {
  memberDiscount: string
  /** 1 when the member's level waives the delivery fee. */
  freeDelivery: number
  levelName: string
  levelName1: string
  levelName2: string
}

/**
 * GET member/memberPoints/getMemberLevelQueue: the member's points, level and the brand's levels;
 * `joined` is false while the member has not joined the brand (member-web/member/joinBrand).
 */
export type LevelQueue = {
  joined: boolean
  points: string
  level: MemberLevel | null
  /** When the member's bought level ends (ISO 8601); null when it does not end. */
  levelEndsAt: string | null
  levels: MemberLevel[]
}

/**
 * `data` of a LOGIN.0020 refusal: when the lock ends (ISO 8601 instant) and the whole seconds left
 * then, rounded up (the client counts from these, so its clock may be wrong).
 */
export type LoginLock = { lockedUntil: string; retryAfterSeconds: number }

/** SPEC §8 login error codes answered by the server with these exact texts (translated by locale). */
export const LOGIN_ERROR = {
  notRegistered: 'LOGIN.0007',
  smsCodeWrong: 'SMS.0001',
  tooManyFailures: 'LOGIN.0020',
  suspended: 'LOGIN.0005',
  expired: 'LOGIN.0006',
} as const
