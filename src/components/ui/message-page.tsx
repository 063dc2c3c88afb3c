import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import styles from './message-page.module.css'

type Props = { title: ReactNode; children?: ReactNode; tone?: 'danger' | 'default' }

/** A centred message with the way back home (error, unauthorized, not found). */
export function MessagePage({ title, children, tone = 'default' }: Props) {
  return (
    <main className={`page ${styles.message}`}>
      <h1 className={tone === 'danger' ? styles.danger : undefined}>{title}</h1>
      {children}
      <Link to="/" className="button">
        Volver al inicio
      </Link>
    </main>
  )
}
