import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { routeAssetLinks } from './route-assets.ts'

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'club-route-assets-'))
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

function build(manifest: object, css: Record<string, string>) {
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true })
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true })
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  for (const [file, text] of Object.entries(css)) fs.writeFileSync(path.join(dist, file), text)
}

describe('routeAssetLinks', () => {
  it("inlines the screen's own stylesheets and preloads the chunks the entry does not load", async () => {
    build(
      {
        'index.html': {
          file: 'assets/index.js',
          imports: ['_framework.js'],
          css: ['assets/index.css'],
        },
        '_framework.js': { file: 'assets/framework.js' },
        'src/routes/x.tsx?tsr-split=component---loader': {
          file: 'assets/x.js',
          imports: ['_framework.js', 'index.html', '_form.js'],
        },
        '_form.js': { file: 'assets/form.js', css: ['assets/form.css'] },
      },
      { 'assets/form.css': '.a{color:red}</style>', 'assets/index.css': '.entry{}' },
    )
    expect(await routeAssetLinks(dist, 'src/routes/x.tsx')).toBe(
      '<style>.a{color:red}<\\/style></style>' +
        '<link rel="modulepreload" crossorigin href="/assets/x.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/form.js">',
    )
  })

  it('is empty for a route the manifest does not list, and without a manifest', async () => {
    expect(await routeAssetLinks(dist, 'src/routes/otra.tsx')).toBe('')
    fs.rmSync(path.join(dist, '.vite'), { recursive: true })
    expect(await routeAssetLinks(dist, 'src/routes/x.tsx')).toBe('')
  })
})
