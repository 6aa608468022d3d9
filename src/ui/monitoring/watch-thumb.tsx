import { Box, Image } from '@chakra-ui/react'
import { useState } from 'react'

/**
 * A watch's image as a small thumbnail; an image the browser cannot load (a stored file's address the page
 * cannot reach) shows as a neutral tile with its accessible name instead of a broken image.
 */
export function WatchThumb({ src, alt, size = '8' }: { src: string; alt: string; size?: string }) {
  const [failed, setFailed] = useState<string | null>(null)
  if (failed === src)
    return (
      <Box
        boxSize={size}
        rounded="sm"
        bg="gray.100"
        borderWidth="1px"
        role="img"
        aria-label={alt}
        flexShrink={0}
        data-testid="watch-thumb-missing"
      />
    )
  return (
    <Image
      src={src}
      alt={alt}
      boxSize={size}
      objectFit="contain"
      flexShrink={0}
      onError={() => setFailed(src)}
      data-testid="watch-thumb"
    />
  )
}
