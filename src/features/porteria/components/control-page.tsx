import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useRosterSync } from '../hooks/use-roster-sync'
import styles from './control.module.css'
import { DniTab } from './dni-tab'
import { ScanTab } from './scan-tab'

const TABS = [
  { id: 'qr', label: 'Escanear QR' },
  { id: 'dni', label: 'Buscar por DNI' },
] as const
type Tab = (typeof TABS)[number]['id']

/**
 * 'Control de Socios' (docs/product.md#control-de-socios): two tabs; switching resets the other.
 * While open and online it keeps this device's roster fresh, for 'Buscar por DNI' offline.
 */
export function ControlPage() {
  const [tab, setTab] = useState<Tab>('qr')
  useRosterSync()
  return (
    <main className="page">
      <div className={styles.heading}>
        <h1>Control de Socios</h1>
        <Link to="/porteria" className="button button-secondary">
          Modo portería
        </Link>
      </div>
      <div className={styles.tabs} role="tablist" aria-label="Modo de control">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`control-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`control-panel-${t.id}`}
            className={styles.tab}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        className="card"
        role="tabpanel"
        id={`control-panel-${tab}`}
        aria-labelledby={`control-tab-${tab}`}
      >
        {tab === 'qr' ? <ScanTab /> : <DniTab />}
      </div>
    </main>
  )
}
