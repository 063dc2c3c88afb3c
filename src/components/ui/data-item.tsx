/** One term and its value in a `<dl>`; an empty value shows as '—'. */
export function DataItem({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  )
}
