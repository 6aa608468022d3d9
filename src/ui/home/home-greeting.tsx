import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { businessToday } from '../../domain/clock'
import { formatDate } from '../../domain/format'
import { useRootState } from '../../state/root'
import { useUserState } from '../../state/user'

/** Morning until noon, afternoon until 18:00, evening after, by the browser's clock (the one local time). */
export function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning'
  if (hour < 18) return 'afternoon'
  return 'evening'
}

/** The page's h1: greeting with the user's name, company, account type and today's date. */
export function HomeGreeting() {
  const { t } = useTranslation('home')
  const { lang } = useRootState()
  const { userInfo } = useUserState()
  const en = lang === 'en'
  const name = (en ? userInfo?.nameEn || userInfo?.name : userInfo?.name || userInfo?.nameEn) ?? ''
  const company =
    (en
      ? userInfo?.companyNameEn || userInfo?.companyName
      : userInfo?.companyName || userInfo?.companyNameEn) ?? ''
  const greeting = t(`greeting.${partOfDay(new Date().getHours())}`)

  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {name ? t('greeting.withName', { greeting, name }) : greeting}
      </Heading>
      <HStack gap="3" wrap="wrap" color="fg.muted" fontSize="sm">
        {company ? <Text data-testid="greeting-company">{company}</Text> : null}
        {userInfo ? (
          <Badge colorPalette="blue" variant="subtle" data-testid="account-type">
            {t(`accountType.${userInfo.accountType}`)}
          </Badge>
        ) : null}
        <Text>{t('today', { date: formatDate(businessToday(), lang) })}</Text>
      </HStack>
    </Stack>
  )
}
