import { Dialog } from './Dialog'
import { useAskedQuestion } from './questions'

/** Shows the question asked with ask() (./questions.ts): No first, so Enter never says yes by accident. */
export function QuestionHost() {
  const asked = useAskedQuestion()
  if (!asked) return null
  return (
    <Dialog
      open
      title={asked.title}
      onClose={() => asked.answer(false)}
      actions={
        <>
          <button type="button" className="button" onClick={() => asked.answer(false)}>
            {asked.no}
          </button>
          <button type="button" className="button button-primary" onClick={() => asked.answer(true)}>
            {asked.yes}
          </button>
        </>
      }
    >
      <p>{asked.message}</p>
    </Dialog>
  )
}
