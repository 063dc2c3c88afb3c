import { useEffect, useId, useState } from 'react'
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value'

type Props = {
  label: string
  /** The label is for screen readers only; the placeholder says it on screen. */
  hideLabel?: boolean
  placeholder: string
  /** The search in effect (the address's). */
  value: string
  /** A new text, once typing pauses for 300 ms. */
  onSearch: (text: string) => void
  className?: string
}

/** A list's search box: what is typed stays as typed, and is searched once typing pauses. */
export function SearchField({ label, hideLabel, placeholder, value, onSearch, className }: Props) {
  const id = useId()
  const [text, setText] = useState(value)
  const debounced = useDebouncedValue(text, 300)
  useEffect(() => {
    if (debounced !== value) onSearch(debounced)
    // Only a new debounced text triggers a search; the address is the source of the rest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  )
}
