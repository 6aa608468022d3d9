import { Button } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { downloadStoredFile } from '../../api/files'
import type { Certification } from '../../api/schemas/member'
import { fileSizeText } from '../../domain/files'
import { useRootState } from '../../state/root'
import { countryName } from '../kit/country-name'
import { FactList } from '../kit/fact-list'
import { SectionCard } from '../kit/section-card'

/** What was submitted (under review) or verified (approved), with the licence to open. */
export function SubmittedDetails({ certification }: { certification: Certification }) {
  const { t } = useTranslation('certification')
  const { lang } = useRootState()
  const c = certification
  const file = c.licenceFile
  return (
    <SectionCard
      title={t(c.status === 'approved' ? 'details.approvedHeading' : 'details.heading')}
      testId="certification-details"
    >
      <FactList
        rows={[
          [t('fields.companyName'), c.companyName],
          [t('fields.uscc'), c.uscc],
          [t('fields.country'), countryName(c.country, lang)],
          [t('fields.city'), c.city],
          [t('fields.companyAddress'), c.companyAddress],
          [t('fields.postCode'), c.postCode],
          [t('fields.contactPerson'), c.contactPerson],
          [t('fields.officePhone'), c.officePhone],
          [t('fields.email'), c.email],
          [
            t('details.licence'),
            <Button
              key="licence"
              size="xs"
              variant="outline"
              onClick={() => void downloadStoredFile(file.fileId, file.fileName)}
            >
              {t('details.viewFile', { name: file.fileName })}
              {file.size ? ` (${fileSizeText(file.size)})` : ''}
            </Button>,
          ],
        ]}
      />
    </SectionCard>
  )
}
