import * as v from 'valibot'
import type { Envelope } from './envelope'
import { exactly } from './sameType'

/**
 * Schemas of the device records the first render reads (besides the settings, ./settingValues.ts):
 * the session and the saved API answers. Apart from ./deviceRecords.ts so that the entry chunk
 * carries only these.
 */

/** The logged-in member as the login call gave it; fields the app does not name are kept. */
export const MemberInfoSchema = v.looseObject({
  id: v.pipe(v.number(), v.integer()),
  phone: v.string(),
  countryId: v.optional(v.number()),
  name: v.optional(v.string()),
  memberName: v.optional(v.string()),
  sex: v.optional(v.number()),
  email: v.optional(v.string()),
  birthday: v.optional(v.string()),
  headImg: v.optional(v.string()),
})

/** The session: one row with key `current`. */
export const SessionRecordSchema = v.object({
  key: v.literal('current'),
  token: v.nullable(v.string()),
  member: v.nullable(MemberInfoSchema),
  loggedIn: v.boolean(),
  logoutType: v.number(),
})

/** The API envelope of ./envelope.ts, its `data` unchecked (each call has its own shape). */
const EnvelopeSchema = exactly<Envelope<unknown>>()(
  v.object({
    success: v.boolean(),
    code: v.number(),
    data: v.optional(v.unknown()),
    errCode: v.optional(v.string()),
    errMsg: v.optional(v.string()),
    field: v.optional(v.string()),
  }),
)

/** The last successful answer of a read call, served when the network fails (src/db/apiCache.ts). */
export const ApiCacheRecordSchema = v.object({
  key: v.string(),
  envelope: EnvelopeSchema,
  savedAt: v.number(),
})
