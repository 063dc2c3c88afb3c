import { createFileRoute, redirect } from '@tanstack/react-router'

/** The section's own address opens its first screen, not an empty layout. */
export const Route = createFileRoute('/_dashboard/cuenta/')({
  beforeLoad: () => {
    throw redirect({ to: '/cuenta/micuenta', replace: true })
  },
})
