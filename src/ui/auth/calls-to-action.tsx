import { Button, HStack } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

const onDark = {
  primary: { bg: 'white', color: 'blue.800', _hover: { bg: 'blue.50' } },
  secondary: { color: 'white', borderColor: 'whiteAlpha.700', _hover: { bg: 'whiteAlpha.200' } },
  tertiary: { color: 'white', _hover: { bg: 'whiteAlpha.200' } },
} as const

/** Create an account, sign in, or try the demo; `onDark` for use over the hero's gradient. */
export function CallsToAction({ onDark: dark = false }: { onDark?: boolean }) {
  const { t } = useTranslation('auth')
  return (
    <HStack gap="3" wrap="wrap" justify="center">
      <Button asChild size="lg" colorPalette="blue" {...(dark ? onDark.primary : {})}>
        <RouterLink to="/auth" search={{ tab: 'register' }}>
          {t('dawei.cta.register')}
        </RouterLink>
      </Button>
      <Button asChild size="lg" variant="outline" colorPalette="blue" {...(dark ? onDark.secondary : {})}>
        <RouterLink to="/auth">{t('dawei.cta.signIn')}</RouterLink>
      </Button>
      <Button asChild size="lg" variant="ghost" colorPalette="blue" {...(dark ? onDark.tertiary : {})}>
        <RouterLink to="/demo">{t('dawei.cta.demo')}</RouterLink>
      </Button>
    </HStack>
  )
}
