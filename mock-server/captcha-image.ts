/** Characters a person can tell apart at a glance: no 0/O/o, 1/I/l/i, 2/Z/z, 5/S/s, 8/B. */
const ALPHABET = 'ACDEFGHJKLMNPQRTUVWXYabcdefghjkmnpqrtuvwxy34679'

const WIDTH = 120
const HEIGHT = 40

export type Random = () => number

/** A captcha code of `length` characters from the unambiguous alphabet. */
export function randomCaptchaCode(length = 4, random: Random = Math.random): string {
  let code = ''
  for (let i = 0; i < length; i++) code += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? 'A'
  return code
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min)
const dark = (random: Random) =>
  `hsl(${Math.floor(between(random, 0, 360))} 60% ${Math.floor(between(random, 25, 40))}%)`
const light = (random: Random) =>
  `hsl(${Math.floor(between(random, 0, 360))} 45% ${Math.floor(between(random, 62, 80))}%)`

/**
 * Draws the code as an SVG graphic captcha: each character tilted, shifted and coloured on its own, crossed by
 * noise curves and speckled with dots, so it reads like the real portal's image. Returns a base64 data URL.
 */
export function captchaImage(code: string, random: Random = Math.random): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6fa"/>`]
  for (let i = 0; i < 30; i++) {
    const x = between(random, 0, WIDTH).toFixed(1)
    const y = between(random, 0, HEIGHT).toFixed(1)
    parts.push(
      `<circle cx="${x}" cy="${y}" r="${between(random, 0.6, 1.6).toFixed(1)}" fill="${light(random)}"/>`,
    )
  }
  const step = WIDTH / (code.length + 1)
  ;[...code].forEach((ch, i) => {
    const x = (step * (i + 1) + between(random, -4, 4)).toFixed(1)
    const y = (HEIGHT / 2 + between(random, 6, 11)).toFixed(1)
    const angle = Math.round(between(random, -28, 28))
    const size = Math.round(between(random, 22, 29))
    parts.push(
      `<text x="${x}" y="${y}" font-size="${size}" font-family="Georgia, 'Times New Roman', serif" ` +
        `font-weight="bold" text-anchor="middle" fill="${dark(random)}" transform="rotate(${angle} ${x} ${y})">${ch}</text>`,
    )
  })
  for (let i = 0; i < 4; i++) {
    const y = () => between(random, 4, HEIGHT - 4).toFixed(1)
    const d = `M0 ${y()} C${between(random, 20, 50).toFixed(1)} ${y()} ${between(random, 70, 100).toFixed(1)} ${y()} ${WIDTH} ${y()}`
    parts.push(
      `<path d="${d}" stroke="${dark(random)}" stroke-width="${between(random, 1, 2).toFixed(1)}" fill="none"/>`,
    )
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`
  return `data:image/svg+xml;base64,${btoa(svg)}`
}
