import type { CSSProperties } from 'react'

// Plain elements with the theme's CSS variables: result pages draw 56 of these at a time, and a styled
// component per frame cost more than the rows around it.
const FRAME: CSSProperties = {
  flexShrink: 0,
  border: '1px solid var(--chakra-colors-border-muted)',
  borderRadius: 'var(--chakra-radii-sm)',
  background: 'white',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
}
const IMAGE: CSSProperties = { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }

/**
 * A mark's specimen in a square frame, scaled to fit without cropping (figurative marks keep their shape).
 * It loads when scrolled near, unless `eager` (the first screen's specimens).
 */
export function MarkImage({
  src,
  alt,
  size,
  eager,
}: {
  src: string
  alt: string
  size: number
  eager?: boolean
}) {
  return (
    <span style={{ ...FRAME, width: size, height: size }}>
      <img src={src} alt={alt} style={IMAGE} loading={eager ? 'eager' : 'lazy'} />
    </span>
  )
}
