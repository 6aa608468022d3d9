import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Party } from '../../../api/schemas/search-records'
import { useRootState } from '../../../state/root'

export interface PartyCardProps {
  role: 'applicant' | 'agent'
  party: Party
  /** The mark the party is shown for: links to its applicant's and agent's other marks; none on a portfolio. */
  markId?: string
}

/** An applicant or agent in both languages, with links to the rest of its marks. */
export function PartyCard({ role, party, markId }: PartyCardProps) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  const [first, second] = lang === 'en' ? [party.nameEn, party.nameZh] : [party.nameZh, party.nameEn]
  const [addr1, addr2] =
    lang === 'en' ? [party.addressEn, party.addressZh] : [party.addressZh, party.addressEn]
  return (
    <Stack gap="1.5" fontSize="sm" data-testid={`party-${role}`}>
      <HStack gap="2" wrap="wrap">
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {t(`party.${role}`)}
        </Text>
        <Badge size="sm" variant="outline">
          {t(`party.kind.${party.kind}`)}
        </Badge>
        <Badge size="sm" variant="outline" fontFamily="mono">
          {party.country}
        </Badge>
      </HStack>
      <Text fontWeight="semibold">{first}</Text>
      {second && second !== first ? <Text color="fg.muted">{second}</Text> : null}
      <Text>{addr1}</Text>
      {addr2 && addr2 !== addr1 ? <Text color="fg.muted">{addr2}</Text> : null}
      {markId ? (
        <HStack gap="4" wrap="wrap" pt="1">
          {role === 'applicant' ? (
            <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
              <RouterLink
                to="/supplierAllBack"
                search={{ applicantId: party.id }}
                data-testid="portfolio-link"
              >
                {t('party.portfolio')}
              </RouterLink>
            </Link>
          ) : null}
          <Link asChild colorPalette="blue" color="colorPalette.fg">
            <RouterLink
              to="/query/moPaging"
              search={{ group: role, id: markId }}
              data-testid={`${role}-marks-link`}
            >
              {t(`party.otherMarks.${role}`)}
            </RouterLink>
          </Link>
        </HStack>
      ) : null}
    </Stack>
  )
}
