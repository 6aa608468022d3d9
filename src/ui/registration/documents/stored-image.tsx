import { Box, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { storedFileUrlQuery } from '../../../api/files'
import type { MarkImage } from '../../../domain/registration/types'

// data:, blob: and absolute URLs show as they are; a file-store path (file/download?fileId=…) is a POST
// download and has to be fetched into an object URL first.
const DIRECT = /^(data:|blob:|https?:)/i

/** A specimen image (uploaded or generated) framed for the summary, with its pixel size. */
export function StoredImage({ image, label }: { image: MarkImage; label: string }) {
  const { t } = useTranslation('regDocs')
  const direct = DIRECT.test(image.url)
  const { data, isError } = useQuery({ ...storedFileUrlQuery(image.fileId), enabled: !direct })
  const src = direct ? image.url : data?.url
  return (
    <Box as="figure" m="0" css={{ breakInside: 'avoid' }} data-testid="summary-image">
      <Box
        w="36"
        h="36"
        borderWidth="1px"
        rounded="md"
        bg="white"
        display="flex"
        alignItems="center"
        justifyContent="center"
        overflow="hidden"
      >
        {src ? (
          <img src={src} alt={label} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Text fontSize="xs" color={isError ? 'fg.error' : 'fg.subtle'} textAlign="center" px="2">
            {isError ? t('summary.imageFailed') : '…'}
          </Text>
        )}
      </Box>
      <Text as="figcaption" fontSize="xs" color="fg.muted" mt="1">
        {label} · {image.width}×{image.height}
      </Text>
    </Box>
  )
}
