/** One term and its value in a `<dl>`; an empty value shows as '—'. */
export function DataItem({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt className="data-term">{label}</dt>
      <dd className="data-value">{value || '—'}</dd>
    </div>
  )
}
