// Finds pdftotext (poppler-utils), which the browser tests use to read back the text of exported PDFs:
// PDFTOTEXT_PATH, then the usual paths. On Debian as root with none found it installs Debian's
// `poppler-utils`; anywhere else it stops and says how to get it.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext', '/opt/homebrew/bin/pdftotext']

function onPath(name) {
  try {
    return (
      execSync(`command -v ${name}`, { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    )
  } catch {
    return null
  }
}

export function findPdftotext() {
  const fromEnv = process.env.PDFTOTEXT_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`PDFTOTEXT_PATH is set to ${fromEnv}, but there is no file there.`)
  }
  return CANDIDATES.find((p) => existsSync(p)) ?? onPath('pdftotext')
}

export function ensurePdftotext() {
  const found = findPdftotext()
  if (found) return found
  const isDebian = existsSync('/etc/debian_version')
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isDebian && isRoot) {
    console.log('[e2e] No pdftotext found: installing Debian\'s "poppler-utils" package (apt-get)…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils', {
      stdio: 'inherit',
    })
    const installed = findPdftotext()
    if (installed) return installed
  }
  console.error(
    [
      '[e2e] pdftotext (poppler) was not found, and it cannot be installed automatically here.',
      'The PDF export tests read the exported text with it. Install it and run again, for example:',
      '  Debian/Ubuntu: sudo apt-get install poppler-utils',
      '  macOS:         brew install poppler',
      'or point PDFTOTEXT_PATH at an existing pdftotext binary.',
    ].join('\n'),
  )
  process.exit(1)
}
