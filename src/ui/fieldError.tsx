/** A form's single current error: which field it belongs to and its translated message. */
export type FieldError<TField extends string> = { field: TField; message: string } | null

/**
 * The error message under a field and the attributes tying the field to it (aria-invalid,
 * aria-describedby), for forms that show one error at a time.
 */
export function fieldErrorProps<TField extends string>(error: FieldError<TField>, errorId: string) {
  return {
    errorFor: (field: TField) =>
      error?.field === field ? (
        <p id={errorId} className="field-error" role="alert">
          {error.message}
        </p>
      ) : null,
    invalid: (field: TField) =>
      error?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {},
  }
}
