import { useState } from 'react'
import { errorMessage } from '@/lib/http'
import { useGoogleClientId } from '../api/get-auth-config'
import { useGoogleSignIn } from '../api/google-sign-in'
import { setPreregistered, usePreregistered } from '../hooks/use-preregistered'
import { notifySignedIn, notifySignInFailed } from '../utils/sign-in-toasts'
import styles from './auth-screen.module.css'
import { GoogleButton } from './google-button'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'

type Tab = 'login' | 'register'

/** Sign-in screen (docs/product.md#sign-in-screen): login and register tabs, Google below. */
export function AuthScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const preregistered = usePreregistered()
  const [tab, setTab] = useState<Tab>(preregistered ? 'register' : 'login')
  const googleClientId = useGoogleClientId()
  const google = useGoogleSignIn()

  const onCredential = async (credential: string) => {
    try {
      const result = await google.mutateAsync(credential)
      if (result.preregistered) {
        setPreregistered(result.response)
        setTab('register')
        return
      }
      notifySignedIn()
      onSignedIn()
    } catch (error) {
      notifySignInFailed(await errorMessage(error, 'No se pudo ingresar con Google'))
    }
  }

  const tabs: { id: Tab; label: string }[] = [
    { id: 'login', label: 'Ingresar' },
    { id: 'register', label: 'Registrarse' },
  ]
  return (
    <div className={`card ${styles.screen}`}>
      <div role="tablist" aria-label="Ingreso" className={styles.tabs}>
        {tabs.map((t) => (
          <button
            key={t.id}
            id={`tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const next = t.id === 'login' ? 'register' : 'login'
                setTab(next)
                document.getElementById(`tab-${next}`)?.focus()
              }
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'login' ? (
          <LoginForm onSignedIn={onSignedIn} />
        ) : (
          <RegisterForm
            preregistered={preregistered}
            submitLabel="Crear cuenta"
            onRegistered={onSignedIn}
          />
        )}
      </div>
      {googleClientId && (
        <div className={styles.google}>
          <p>o continúa con</p>
          <GoogleButton clientId={googleClientId} onCredential={onCredential} />
        </div>
      )}
    </div>
  )
}
