/**
 * JS and CSS a first visit to `/` downloads, in gzip bytes (≤ 120 KB of JS,
 * docs/performance.md#first-load-js). Real server, production build, a fresh browser profile; split
 * into what loads before the `load` event and what loads after it (the slideshow, once the browser
 * is idle).
 *   npm run bench:bundle
 */
import { startBrowserBench } from './browser-bench.ts'
import { FIRST_LOAD_JS_BUDGET, firstLoadJs, kb, measureFirstLoad, sumGzip } from './first-load.ts'

const { server, browser, close } = await startBrowserBench()
try {
  const files = await measureFirstLoad(browser, server.url)
  console.log('gzip   fase             archivo')
  for (const f of files) {
    const phase = f.beforeLoad ? 'carga inicial' : 'después de load'
    console.log(`${kb(f.gzip).padStart(9)}  ${phase.padEnd(16)} ${f.file}`)
  }
  const initialJs = firstLoadJs(files)
  console.log('')
  console.log(
    `JS carga inicial (hasta load): ${kb(initialJs)} = ${initialJs} B  (presupuesto ${kb(FIRST_LOAD_JS_BUDGET)})`,
  )
  console.log(
    `JS primera visita completa:    ${kb(sumGzip(files, (f) => f.kind === 'js'))}  (incluye lo diferido a después de load)`,
  )
  console.log(`CSS primera visita:            ${kb(sumGzip(files, (f) => f.kind === 'css'))}`)
  console.log(
    initialJs <= FIRST_LOAD_JS_BUDGET
      ? 'Carga inicial dentro del presupuesto.'
      : 'Carga inicial FUERA del presupuesto.',
  )
} finally {
  await close()
}
