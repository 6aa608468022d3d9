import { Box, Image, Spinner } from '@chakra-ui/react'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

export interface QrCodeImageProps {
  /** What the code encodes (a URL a phone opens). */
  value: string
  /** What the image is for, read by screen readers. */
  alt: string
  /** Side of the image in pixels. */
  size?: number
  /** Greys the code out (expired, already used). */
  faded?: boolean
}

/**
 * A QR code drawn in the browser from `value`, on a white tile so phones read it in dark mode too; a spinner
 * while it is drawn (or while `value` is still empty).
 */
export function QrCodeImage({ value, alt, size = 200, faded = false }: QrCodeImageProps) {
  const [drawn, setDrawn] = useState<{ value: string; url: string } | null>(null)
  useEffect(() => {
    let live = true
    if (value === '') return
    QRCode.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => {
        if (live) setDrawn({ value, url })
      },
      // A value too long to encode leaves the spinner: there is nothing a phone could read.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [value, size])
  const url = drawn?.value === value ? drawn.url : null
  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      p="2"
      bg="white"
      w={`${size + 16}px`}
      h={`${size + 16}px`}
      display="flex"
      alignItems="center"
      justifyContent="center"
      opacity={faded ? 0.25 : 1}
    >
      {url ? <Image src={url} alt={alt} w={`${size}px`} h={`${size}px`} /> : <Spinner aria-label={alt} />}
    </Box>
  )
}
