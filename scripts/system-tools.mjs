// The system programs the test command and the benchmarks need, found on this machine or installed from
// Debian's packages (no browser or binary is ever downloaded by npm here): Chromium for Playwright and
// Lighthouse, pdftotext (poppler) to read back exported PDFs. Each is looked up in its environment variable,
// then the usual paths, then the PATH; on Debian as root a missing one is installed with apt-get; anywhere
// else the command stops and says how to get it.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const TOOLS = {
  chromium: {
    label: 'Chromium or Chrome',
    envVar: 'CHROMIUM_PATH',
    candidates: [
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/lib/chromium/chromium',
      '/snap/bin/chromium',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
    ],
    commands: ['chromium', 'chromium-browser'],
    debianPackage: 'chromium',
    help: ['  Debian/Ubuntu: sudo apt-get install chromium', '  macOS:         brew install --cask chromium'],
  },
  pdftotext: {
    label: 'pdftotext (poppler)',
    envVar: 'PDFTOTEXT_PATH',
    candidates: ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext', '/opt/homebrew/bin/pdftotext'],
    commands: ['pdftotext'],
    debianPackage: 'poppler-utils',
    help: ['  Debian/Ubuntu: sudo apt-get install poppler-utils', '  macOS:         brew install poppler'],
  },
  openssl: {
    label: 'OpenSSL',
    envVar: 'OPENSSL_PATH',
    candidates: ['/usr/bin/openssl', '/usr/local/bin/openssl', '/opt/homebrew/bin/openssl'],
    commands: ['openssl'],
    debianPackage: 'openssl',
    help: ['  Debian/Ubuntu: sudo apt-get install openssl', '  macOS:         brew install openssl'],
  },
}

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

/** The path of a tool ('chromium', 'pdftotext' or 'openssl'), or null when this machine has none. */
export function findTool(name) {
  const tool = TOOLS[name]
  const fromEnv = process.env[tool.envVar]
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv
    throw new Error(`${tool.envVar} is set to ${fromEnv}, but there is no file there.`)
  }
  return tool.candidates.find((p) => existsSync(p)) ?? tool.commands.map(onPath).find(Boolean) ?? null
}

/** The path of a tool, installed first from Debian's package when possible; otherwise the process ends. */
export function ensureTool(name) {
  const tool = TOOLS[name]
  const found = findTool(name)
  if (found) return found
  const isDebian = existsSync('/etc/debian_version')
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isDebian && isRoot) {
    console.log(
      `[tools] No ${tool.label} found: installing Debian's "${tool.debianPackage}" package (apt-get)…`,
    )
    execSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${tool.debianPackage}`,
      { stdio: 'inherit' },
    )
    const installed = findTool(name)
    if (installed) return installed
  }
  console.error(
    [
      `[tools] ${tool.label} was not found, and it cannot be installed automatically here.`,
      'Install it and run again, for example:',
      ...tool.help,
      `or point ${tool.envVar} at an existing binary.`,
    ].join('\n'),
  )
  process.exit(1)
}
