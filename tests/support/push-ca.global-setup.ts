import { makeTrustedCertificate, PUSH_CERT_DIR_ENV } from './push-certificate.ts'

/**
 * Vitest's global setup: one certificate for the run's local push services, trusted by every
 * test process through NODE_EXTRA_CA_CERTS (the workers start after this, with this env).
 */
export default function setup() {
  const certificate = makeTrustedCertificate()
  process.env[PUSH_CERT_DIR_ENV] = certificate.dir
  process.env.NODE_EXTRA_CA_CERTS = certificate.certPath
  return () => certificate.remove()
}
