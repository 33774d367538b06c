/** Decorative spinner; the caller supplies the text that says what is happening. */
export function Spinner({ size = 32 }: { size?: number }) {
  return <span className="spinner" aria-hidden="true" style={{ width: size, height: size }} />
}
