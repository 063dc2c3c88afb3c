type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const FIELDS = 'input, textarea, select'
const NO_TEXT = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'hidden'])

const fieldsOf = (root: ParentNode) => [...root.querySelectorAll<Field>(FIELDS)]
const typeOf = (field: Field) => (field instanceof HTMLInputElement ? field.type : field.tagName)
// The server's markup holds each field's first value as its default.
const untouched = (field: Field) =>
  field instanceof HTMLSelectElement ? true : field.value === field.defaultValue

/** Sets a field's value as typing does, so a controlled field takes it into its state. */
export function typeInto(field: Field, value: string) {
  // React tracks the value its own setter last wrote: the prototype's setter leaves that
  // alone, so the input event reaches onChange.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Holds on to the fields of a page the server rendered, before the client replaces them
 * (docs/decisions/0036). Its replay types what a person or their password manager typed into
 * them into the client's fields, matched by their place in the page (the client renders the
 * same components), and gives the caret back: a field already typed into in the client's
 * page keeps what it has.
 */
export function holdServerFields(root: HTMLElement) {
  const fields = fieldsOf(root)
  let focused = fields.findIndex((field) => field === document.activeElement)
  const onFocus = (event: FocusEvent) => {
    focused = fields.indexOf(event.target as Field)
  }
  root.addEventListener('focusin', onFocus)

  return {
    /**
     * Called once the client's page is in: notes its fields as they were rendered, and gives
     * the replay, to run in a task of its own as typing is, so each input event's update
     * renders before the next.
     */
    takeOver() {
      root.removeEventListener('focusin', onFocus)
      const next = fieldsOf(root)
      const rendered = next.map((field) => field.value)
      return () => {
        fields.forEach((old, index) => {
          const field = next[index]
          if (!field || field === old || NO_TEXT.has(typeOf(old)) || typeOf(field) !== typeOf(old))
            return
          if (!untouched(old) && field.value === rendered[index]) typeInto(field, old.value)
        })
        const old = fields[focused]
        const field = next[focused]
        const nothingFocused = !document.activeElement || document.activeElement === document.body
        if (!old || !field || field === old || !nothingFocused) return
        field.focus()
        if (field instanceof HTMLSelectElement || old instanceof HTMLSelectElement) return
        try {
          field.setSelectionRange(old.selectionStart, old.selectionEnd)
        } catch {
          // A field whose type has no caret (email, number).
        }
      }
    },
  }
}

export type ServerFields = ReturnType<typeof holdServerFields>
