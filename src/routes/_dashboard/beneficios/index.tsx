import { createFileRoute, redirect } from '@tanstack/react-router'

/** The section's own address opens its first screen, not an empty layout. */
export const Route = createFileRoute('/_dashboard/beneficios/')({
  beforeLoad: () => {
    throw redirect({ to: '/beneficios/beneficios', replace: true })
  },
})
