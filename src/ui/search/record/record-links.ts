/** Picks the zh or en value for the current language, falling back to the other when one is empty. */
export function pick(lang: string, zh: string, en: string): string {
  return (lang === 'en' ? en || zh : zh || en) ?? ''
}
