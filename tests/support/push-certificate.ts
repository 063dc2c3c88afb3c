import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export type TestCertificate = { key: string; cert: string }

/** Where the test run's push-service certificate lives (set by `push-ca.global-setup.ts`). */
export const PUSH_CERT_DIR_ENV = 'PUSH_TEST_CERT_DIR'

/** Writes a self-signed certificate for 127.0.0.1 into `dir` (key.pem, cert.pem), with openssl. */
export function writeCertificate(dir: string): TestCertificate & { certPath: string } {
  const keyPath = path.join(dir, 'key.pem')
  const certPath = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  return {
    key: fs.readFileSync(keyPath, 'utf8'),
    cert: fs.readFileSync(certPath, 'utf8'),
    certPath,
  }
}

/**
 * A certificate in a folder of its own, for a server started with NODE_EXTRA_CA_CERTS
 * pointing at `certPath`; `remove()` deletes the folder.
 */
export function makeTrustedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-ca-'))
  return {
    dir,
    ...writeCertificate(dir),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

/**
 * The certificate this process trusts: Node read NODE_EXTRA_CA_CERTS when it started, so the
 * server code under test trusts the local push service the way it trusts Google's, with no
 * option of its own.
 */
export function trustedTestCertificate(): TestCertificate {
  const dir = process.env[PUSH_CERT_DIR_ENV]
  const certPath = dir && path.join(dir, 'cert.pem')
  if (!certPath || process.env.NODE_EXTRA_CA_CERTS !== certPath) {
    throw new Error(
      `No trusted push certificate: start the process with ${PUSH_CERT_DIR_ENV} and NODE_EXTRA_CA_CERTS (push-ca.global-setup.ts).`,
    )
  }
  return {
    key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
    cert: fs.readFileSync(certPath, 'utf8'),
  }
}
