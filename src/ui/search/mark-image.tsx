import { Box, Image } from '@chakra-ui/react'

/** A mark's specimen in a square frame, scaled to fit without cropping (figurative marks keep their shape). */
export function MarkImage({ src, alt, size }: { src: string; alt: string; size: number }) {
  return (
    <Box
      width={`${size}px`}
      height={`${size}px`}
      flexShrink={0}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="sm"
      bg="white"
      overflow="hidden"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <Image src={src} alt={alt} maxWidth="100%" maxHeight="100%" objectFit="contain" loading="lazy" />
    </Box>
  )
}
