import { Box, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { SearchResultItem } from '../../../api/schemas/search-shared'
import { useRootState } from '../../../state/root'
import { MarkImage } from '../mark-image'
import { MarkStatusBadge } from '../mark-status-badge'
import { ResultNameLink } from '../result-name-link'
import { pick } from './record-links'

/** One mark in a line: the page it heads is about this mark; the name opens its full record. */
export function MarkSummary({ mark }: { mark: SearchResultItem }) {
  const { t } = useTranslation(['searchRecord', 'searchResults'])
  const { lang } = useRootState()
  return (
    <HStack gap="4" align="center" data-testid="mark-summary" data-id={mark.id}>
      <MarkImage src={mark.imageUrl} alt={mark.name || t('searchResults:item.figurative')} size={72} />
      <Stack gap="1" minW="0">
        <HStack gap="2" wrap="wrap" fontSize="lg">
          <ResultNameLink item={mark} />
          <MarkStatusBadge status={mark.status} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('fields.applicationNo')}{' '}
          <Box as="span" fontFamily="mono" color="fg">
            {mark.applicationNo}
          </Box>
          {mark.registrationNo ? (
            <>
              {' · '}
              {t('fields.registrationNo')}{' '}
              <Box as="span" fontFamily="mono" color="fg">
                {mark.registrationNo}
              </Box>
            </>
          ) : null}
          {' · '}
          {t('fields.classes')} {mark.classes.join(', ')}
        </Text>
        <Text fontSize="sm">{pick(lang, mark.applicantZh, mark.applicantEn)}</Text>
      </Stack>
    </HStack>
  )
}
