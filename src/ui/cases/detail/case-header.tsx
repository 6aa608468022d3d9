import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useCaseGrant } from '../../../api/case-grant'
import type { CaseDetail } from '../../../api/schemas/cases-detail'
import { ARCHIVE_ROUTES, archiveKindOf } from '../../../domain/trademark-archives'
import { FactList } from '../../kit/fact-list'
import { useCaseWords } from './use-case-words'

/** The register record of the case's mark: the archive page of its office (Hong Kong's under brand management). */
function registerRoute(office: string) {
  const kind = archiveKindOf(office === 'WIPO' ? 'WO' : office)
  return kind === 'greaterChina' ? '/brandManagement/otherOTrademarkArchives' : ARCHIVE_ROUTES[kind]
}

/** The case's title block: mark, office, numbers, derived status and term, and what can be done with it. */
export function CaseHeader({ record }: { record: CaseDetail }) {
  const { t } = useTranslation('caseDetail')
  const words = useCaseWords()
  const { can } = useCaseGrant()
  const none = t('header.none')
  return (
    <Stack gap="3">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            <RouterLink to="/caseManage">{t('header.back')}</RouterLink>
          </Text>
          <Heading as="h1" size="xl" data-testid="case-mark-name">
            {record.markName}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Text as="span" data-testid="case-office">
              <Badge variant="outline" me="1.5" aria-hidden>
                {record.office}
              </Badge>
              {words.office(record.office)}
            </Text>
            <Badge
              colorPalette={record.status === 9 || record.status === 2 ? 'gray' : 'blue'}
              data-testid="case-status"
            >
              {words.status(record.status)}
            </Badge>
          </HStack>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {can('case.edit') ? (
            <Button asChild size="sm" colorPalette="blue" data-testid="case-edit">
              <RouterLink to="/brandManagement/detail" search={{ id: record.id, mode: 'edit' }}>
                {t('header.edit')}
              </RouterLink>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline" data-testid="case-leaflet">
            <RouterLink to="/leaflet" search={{ id: record.id }}>
              {t('header.leaflet')}
            </RouterLink>
          </Button>
          {record.applicationNo ? (
            <Button asChild size="sm" variant="outline" data-testid="case-register">
              <RouterLink to={registerRoute(record.office)} search={{ applicationNo: record.applicationNo }}>
                {t('header.register')}
              </RouterLink>
            </Button>
          ) : null}
        </HStack>
      </HStack>
      <FactList
        testId="case-numbers"
        rows={[
          [t('header.applicationNo'), record.applicationNo || none],
          [
            record.officeKind === 'madrid' ? t('header.irNo') : t('header.registrationNo'),
            record.registrationNo || none,
          ],
          [t('header.expiry'), record.expiryDate ?? none],
        ]}
      />
    </Stack>
  )
}
