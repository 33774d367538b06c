import type { GeocodeSuggestion } from '../../domain/contract/geocode'

type AddressSuggestionsProps = {
  id: string
  suggestions: readonly GeocodeSuggestion[]
  /** Index of the option the arrow keys are on, -1 for none. */
  active: number
  onPick: (suggestion: GeocodeSuggestion) => void
}

/** Id of one option, for the input's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`

/** The listbox under the receiving address (the input is its combobox). */
export function AddressSuggestions({ id, suggestions, active, onPick }: AddressSuggestionsProps) {
  if (suggestions.length === 0) return null
  return (
    <div id={id} role="listbox" className="address-suggestions">
      {suggestions.map((suggestion, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter, Escape), focus stays in the input
        <div
          key={`${suggestion.label}-${suggestion.lat}-${suggestion.lng}`}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          className="address-suggestion"
          // Chosen before the input's blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(suggestion)}
        >
          {suggestion.label}
        </div>
      ))}
    </div>
  )
}
