import { useRef } from 'react'

/**
 * The object of the last render while every field is the same (Object.is), else this one: an
 * object built fresh each render that components can still skip renders on (React.memo).
 */
export function useStableObject<T extends Record<string, unknown>>(value: T): T {
  const kept = useRef(value)
  const previous = kept.current
  const keys = Object.keys(value)
  const same =
    keys.length === Object.keys(previous).length && keys.every((key) => Object.is(previous[key], value[key]))
  if (!same) kept.current = value
  return kept.current
}
