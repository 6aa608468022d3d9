import { Box, Spinner, Text, VStack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { useOverlayState } from '../../state/overlay'

/** Full-screen overlay with 加载中 while any flagged call is in flight. */
export function LoadingOverlay() {
  const { pending } = useOverlayState()
  const { t } = useTranslation('errors')
  if (pending <= 0) return null
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.500"
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <VStack bg="bg.panel" px="8" py="6" borderRadius="l3" boxShadow="lg" gap="3">
        <Spinner size="lg" color="blue.500" />
        <Text fontWeight="medium">{t('loading')}</Text>
      </VStack>
    </Box>
  )
}
