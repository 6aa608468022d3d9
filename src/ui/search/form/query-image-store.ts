// The query image's preview, kept for the tab's session under its hash: the search URL carries only the
// 16-digit hash, so the result page looks the picture up here to show what was searched with.
const PREFIX = 'tm-portal.query-image.'

/** Remembers the preview (a data URL) of the image with this hash; silently skipped if storage is full. */
export function saveQueryImagePreview(hash: string, dataUrl: string): void {
  try {
    sessionStorage.setItem(PREFIX + hash.toLowerCase(), dataUrl)
  } catch {
    // The search works without the preview.
  }
}

/** The preview data URL of the query image with this hash, or null when this session has none. */
export function queryImagePreview(hash: string): string | null {
  try {
    return sessionStorage.getItem(PREFIX + hash.toLowerCase())
  } catch {
    return null
  }
}
