// Finds a Chromium for Playwright: CHROMIUM_PATH, then the usual system paths. On Debian as root with none
// found it installs Debian's `chromium` package; anywhere else it stops and says how to get one.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

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

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but there is no file there.`)
  }
  return CANDIDATES.find((p) => existsSync(p)) ?? onPath('chromium') ?? onPath('chromium-browser') ?? null
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const isDebian = existsSync('/etc/debian_version')
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isDebian && isRoot) {
    console.log('[e2e] No Chromium found: installing Debian\'s "chromium" package (apt-get)…')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    })
    const installed = findChromium()
    if (installed) return installed
  }
  console.error(
    [
      '[e2e] No Chromium or Chrome was found, and it cannot be installed automatically here.',
      'Install one and run again, for example:',
      '  Debian/Ubuntu: sudo apt-get install chromium',
      '  macOS:         brew install --cask chromium',
      'or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
    ].join('\n'),
  )
  process.exit(1)
}
