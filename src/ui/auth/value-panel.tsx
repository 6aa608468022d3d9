import { Box, Circle, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

const ITEMS = ['search', 'register', 'maintain', 'monitor', 'protect'] as const

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      aria-hidden
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  )
}

/** What the portal does for its users, beside the sign-in card. */
export function ValuePanel() {
  const { t } = useTranslation('auth')
  return (
    <Stack
      as="section"
      aria-labelledby="auth-value-title"
      gap="6"
      p={{ base: '6', md: '10' }}
      borderRadius="l3"
      color="white"
      bgGradient="to-br"
      gradientFrom="blue.700"
      gradientTo="teal.600"
      height="full"
      justify="center"
    >
      <Stack gap="3">
        <Text
          fontSize="sm"
          fontWeight="semibold"
          letterSpacing="wide"
          textTransform="uppercase"
          opacity={0.85}
        >
          {t('value.eyebrow')}
        </Text>
        <Heading id="auth-value-title" as="h2" size={{ base: '2xl', md: '3xl' }} lineHeight="shorter">
          {t('value.title')}
        </Heading>
        <Text fontSize="md" opacity={0.9}>
          {t('value.subtitle')}
        </Text>
      </Stack>
      <Stack as="ul" gap="4" listStyleType="none">
        {ITEMS.map((item) => (
          <HStack as="li" key={item} align="flex-start" gap="3">
            <Circle size="6" bg="whiteAlpha.300" flexShrink={0} mt="0.5">
              <CheckIcon />
            </Circle>
            <Box>
              <Text fontWeight="semibold">{t(`value.items.${item}.title`)}</Text>
              <Text fontSize="sm" opacity={0.85}>
                {t(`value.items.${item}.text`)}
              </Text>
            </Box>
          </HStack>
        ))}
      </Stack>
      <Text fontSize="sm" opacity={0.8}>
        {t('value.note')}
      </Text>
    </Stack>
  )
}
