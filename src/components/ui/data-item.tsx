import styles from './data-item.module.css'

/** One term and its value in a `<dl>`; an empty value shows as '—'. */
export function DataItem({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value || '—'}</dd>
    </div>
  )
}
