/**
 * SPEC §4 delivery tracking: created, assigned to delivery man, reached pickup point nearby or at
 * the point, in progress, reached destination nearby, delivered, reassigned. Pure: the order detail
 * turns an order's tracking log into the timeline it draws.
 */

/** The seven tracking states as codes (1–7, in SPEC order). */
export const TRACKING_STATE = {
  created: 1,
  assigned: 2,
  atPickup: 3,
  inProgress: 4,
  nearDestination: 5,
  delivered: 6,
  reassigned: 7,
} as const
export type TrackingState = (typeof TRACKING_STATE)[keyof typeof TRACKING_STATE]

const STATES: readonly number[] = Object.values(TRACKING_STATE)

/** Whether a number is one of the seven tracking codes. */
export function isTrackingState(value: unknown): value is TrackingState {
  return typeof value === 'number' && STATES.includes(value)
}

/** One entry of an order's tracking log: the state reached and when (ISO 8601). */
export type TrackingEntry = { state: number; at: string }

/** One step the timeline draws: reached ones carry their time; `current` is the latest reached. */
export type TimelineStep = { state: TrackingState; at: string | null; reached: boolean; current: boolean }

/** The normal path of a delivery; `reassigned` is an event off it (another delivery man). */
const PATH: readonly TrackingState[] = [
  TRACKING_STATE.created,
  TRACKING_STATE.assigned,
  TRACKING_STATE.atPickup,
  TRACKING_STATE.inProgress,
  TRACKING_STATE.nearDestination,
  TRACKING_STATE.delivered,
]

/**
 * Where a state stands on the path, read by the timeline and by the merchant's tracking moves
 * (./orderTransitions.ts): reassigned means assigned again; -1 for a code off the path.
 */
export function trackingPathIndex(state: number): number {
  const onPath = state === TRACKING_STATE.reassigned ? TRACKING_STATE.assigned : state
  return (PATH as readonly number[]).indexOf(onPath)
}

/**
 * The timeline: the log's known states in time order (reached, the last one current), then the
 * states of the path still ahead (not reached). An empty log with a `current` state starts from it
 * without a time; with neither, the timeline is empty (nothing tracked yet).
 */
export function trackingTimeline(log: readonly TrackingEntry[], current?: number | null): TimelineStep[] {
  const known = log
    .filter((entry) => isTrackingState(entry.state))
    .map((entry, order) => ({ state: entry.state as TrackingState, at: entry.at, order }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.order - b.order)
  const reached: { state: TrackingState; at: string | null }[] = known.map(({ state, at }) => ({ state, at }))
  if (reached.length === 0 && isTrackingState(current)) reached.push({ state: current, at: null })
  if (reached.length === 0) return []
  const last = reached[reached.length - 1] as { state: TrackingState }
  const ahead = PATH.slice(trackingPathIndex(last.state) + 1)
  return [
    ...reached.map((step, index) => ({ ...step, reached: true, current: index === reached.length - 1 })),
    ...ahead.map((state) => ({ state, at: null, reached: false, current: false })),
  ]
}
