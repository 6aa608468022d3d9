import { Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Applicant } from '../../../domain/registration/types'
import { useRootState } from '../../../state/root'
import { countryName } from './country-name'
import { FactList } from '../../kit/fact-list'

/** One applicant as filed: kind, identity, names and addresses in both languages, and contact details. */
export function SummaryApplicant({ applicant: a, title }: { applicant: Applicant; title: string }) {
  const { t } = useTranslation('regDocs')
  const { lang } = useRootState()
  const area = [a.province?.name, a.city?.name, a.district?.name]
    .filter((part, i, all) => part && all.indexOf(part) === i)
    .join(' ')
  const enterprise = a.kind === 'enterprise'
  const rows: [string, ReactNode][] = [
    [t('summary.nameZh'), a.nameZh],
    [t('summary.nameEn'), a.nameEn],
    [t('summary.country'), `${countryName(a.country, lang)} (${a.country})`],
    [
      t('summary.idDocument'),
      !enterprise && a.idType ? `${t(`summary.idTypes.${a.idType}`)} ${a.idNumber}` : '',
    ],
    [t('summary.uscc'), enterprise ? a.uscc : ''],
    [t('summary.area'), area],
    [t('summary.addressZh'), a.addressZh],
    [t('summary.addressEn'), a.addressEn],
    [t('summary.postalCode'), a.postalCode],
    [t('summary.licenceAddress'), enterprise ? a.licenceAddress : ''],
    [t('summary.licenceFile'), enterprise && a.licenceFile ? a.licenceFile.fileName : ''],
    [t('summary.contactPerson'), a.contactPerson],
    [t('summary.phone'), a.phone],
    [t('summary.email'), a.email],
  ]
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      rounded="md"
      p="4"
      css={{ breakInside: 'avoid' }}
      data-testid="summary-applicant"
    >
      <Heading as="h3" size="sm">
        {title} · {t(`summary.kind.${a.kind}`)}
      </Heading>
      <FactList rows={rows} />
    </Stack>
  )
}
