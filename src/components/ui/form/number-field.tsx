import { TextField } from './text-field'

type Props = Omit<Parameters<typeof TextField>[0], 'type' | 'min' | 'max'> & {
  /** The whole numbers it takes, both ends included. */
  range: readonly [number, number]
}

/** A required whole number within a range, as the settings ask for days, months and counts. */
export function NumberField({ range: [min, max], ...field }: Props) {
  return <TextField type="number" min={min} max={max} required {...field} />
}
