import { Box, Spinner, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { specimenObjectUrlQuery } from '../../../api/registration-marks'
import type { MarkImage } from '../../../domain/registration/types'

// data:, blob: and absolute URLs show as they are; a file-store path (file/download?fileId=…) is fetched
// through the download call into an object URL.
const DIRECT = /^(data:|blob:|https?:)/i

/** Where an <img> can show a stored specimen, once known. */
export function useSpecimenSrc(image: MarkImage | null): { src: string | null; failed: boolean } {
  const direct = !!image && DIRECT.test(image.url)
  const { data, isError } = useQuery({
    ...specimenObjectUrlQuery(image?.fileId ?? ''),
    enabled: !!image && !direct,
    retry: 1,
  })
  if (!image) return { src: null, failed: false }
  return { src: direct ? image.url : (data ?? null), failed: !direct && isError }
}

/** A specimen in a white square frame, scaled to fit; `empty` shows while there is no image. */
export function SpecimenImage({
  image,
  alt,
  size,
  empty,
}: {
  image: MarkImage | null
  alt: string
  size: string
  empty?: ReactNode
}) {
  const { t } = useTranslation('regMarks')
  const { src, failed } = useSpecimenSrc(image)
  return (
    <Box
      w={size}
      h={size}
      flexShrink={0}
      borderWidth="1px"
      borderStyle={image ? 'solid' : 'dashed'}
      borderColor={image ? 'border' : 'border.emphasized'}
      rounded="md"
      bg="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      overflow="hidden"
    >
      {src ? (
        <img src={src} alt={alt} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
      ) : image && !failed ? (
        <Spinner size="sm" color="fg.subtle" />
      ) : (
        <Text fontSize="xs" color={failed ? 'fg.error' : 'fg.subtle'} textAlign="center" px="2">
          {failed ? t('image.loadFailed') : empty}
        </Text>
      )}
    </Box>
  )
}
