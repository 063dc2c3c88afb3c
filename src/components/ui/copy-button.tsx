import { useEffect, useState } from 'react'
import { notify } from '@/lib/notify'

/**
 * 'Copiar' next to a bank detail: once copied it reads 'Copiado' for a moment, and a status
 * line tells a screen reader what was copied.
 */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string
  label: string
  className?: string
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 3000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      () => notify('error', `No se pudo copiar el ${label}: seleccionalo y copialo`),
    )
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void copy()}
        aria-label={`Copiar ${label}`}
      >
        {copied ? 'Copiado' : 'Copiar'}
      </button>
      <span role="status" className="visually-hidden">
        {copied ? `${label} copiado` : ''}
      </span>
    </>
  )
}
