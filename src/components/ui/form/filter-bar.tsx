import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import styles from './filter-bar.module.css'
import { SearchField } from './search-field'
import { SelectField } from './select-field'

/**
 * The field of a list's filters at `key`, for a FilterSearch, FilterSelect or FilterDate: its
 * value, and its change, which takes the list back to its first page.
 */
export function bindFilters<F extends { page: number }>(
  filtros: F,
  onChange: (changes: Partial<F>) => void,
) {
  return <K extends keyof F>(key: K) => ({
    value: filtros[key],
    onChange: (value: F[K]) => onChange({ [key]: value, page: 1 } as Partial<F>),
  })
}

type Bound<T> = { value: T; onChange: (value: T) => void }

type BarProps = {
  /** The search landmark's name, where a screen has more than one list ('Filtrar deudores'). */
  label?: string
  /** The page's own class: the bar's columns. */
  className: string | undefined
  children: ReactNode
}

/** A list's filters: a search landmark laying out its small labelled fields in a row. */
export function FilterBar({ label, className, children }: BarProps) {
  return (
    <div className={`${styles.bar} ${className}`} role="search" aria-label={label}>
      {children}
    </div>
  )
}

type SearchProps = Bound<string> & {
  label: string
  placeholder: string
  /** The label is for screen readers only; the placeholder says it on screen. */
  hideLabel?: boolean
  /** The field's class: the bar's small field unless the page lays it out its own way. */
  className?: string | undefined
}

/** The list's text search, searched once typing pauses. */
export function FilterSearch({ onChange, className = styles.field, ...field }: SearchProps) {
  return <SearchField className={className} onSearch={onChange} {...field} />
}

type SelectProps<T extends string | number> = Bound<T> & {
  label: string
  options: readonly T[]
  /** What each option says; its value unless given. */
  text?: Readonly<Record<T, string>> | ((option: T) => string)
  className?: string
}

/** A filter chosen from fixed options (a status, an order, the page size). */
export function FilterSelect<T extends string | number>({
  label,
  value,
  onChange,
  options,
  text = String,
  className = styles.field,
}: SelectProps<T>) {
  return (
    <SelectField
      label={label}
      fieldClassName={className}
      value={value}
      onChange={(event) =>
        onChange(options.find((option) => String(option) === event.target.value)!)
      }
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {typeof text === 'function' ? text(option) : text[option]}
        </option>
      ))}
    </SelectField>
  )
}

type DateProps = Bound<string> &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'min' | 'max'> & { label: string }

/** A day the list starts or ends at. */
export function FilterDate({ label, onChange, ...input }: DateProps) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="date"
        {...input}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
