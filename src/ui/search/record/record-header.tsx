import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { TrademarkDetail } from '../../../api/schemas/search-shared'
import { useRootState } from '../../../state/root'
import { MarkImage } from '../mark-image'
import { MarkStatusBadge } from '../mark-status-badge'
import { pick } from './record-links'

export interface RecordHeaderProps {
  record: TrademarkDetail
  /** Badges under the numbers (e.g. the renewal status). */
  badges?: ReactNode
  /** Links and buttons to the mark's other records. */
  actions?: ReactNode
  imageSize?: number
}

/** The mark as it is recognised: its specimen, name, numbers and status. */
export function RecordHeader({ record, badges, actions, imageSize = 220 }: RecordHeaderProps) {
  const { t } = useTranslation(['searchRecord', 'searchResults'])
  const { lang } = useRootState()
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ base: 'center', md: 'flex-start' }}>
      <Box data-testid="record-image">
        <MarkImage
          src={record.imageUrl}
          alt={record.name || t('searchResults:item.figurative')}
          size={imageSize}
        />
      </Box>
      <Stack gap="3" flex="1" minW="0" w="full">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" data-testid="record-name">
            {record.name || t('searchResults:item.figurative')}
          </Heading>
          <MarkStatusBadge status={record.status} />
        </HStack>
        <HStack gap="5" wrap="wrap" fontSize="sm">
          <Text>
            <Text as="span" color="fg.muted">
              {t('fields.applicationNo')}{' '}
            </Text>
            <Text as="span" fontFamily="mono">
              {record.applicationNo}
            </Text>
          </Text>
          {record.registrationNo ? (
            <Text>
              <Text as="span" color="fg.muted">
                {t('fields.registrationNo')}{' '}
              </Text>
              <Text as="span" fontFamily="mono">
                {record.registrationNo}
              </Text>
            </Text>
          ) : null}
          <Text>
            <Text as="span" color="fg.muted">
              {t('fields.country')}{' '}
            </Text>
            {pick(lang, record.countryZh, record.countryEn)}
          </Text>
        </HStack>
        <Text fontSize="sm">
          <Text as="span" color="fg.muted">
            {t('party.applicant')}{' '}
          </Text>
          {pick(lang, record.applicant.nameZh, record.applicant.nameEn)}
        </Text>
        {badges}
        {actions ? (
          <HStack gap="2" wrap="wrap" pt="1">
            {actions}
          </HStack>
        ) : null}
      </Stack>
    </Stack>
  )
}
