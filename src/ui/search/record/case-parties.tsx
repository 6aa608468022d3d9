import { Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { CaseSummary } from '../../../api/schemas/analytics'
import { useRootState } from '../../../state/root'
import { pick } from './record-links'

/** The litigants of a case with their procedural roles. */
export function CaseParties({ parties }: { parties: CaseSummary['parties'] }) {
  const { t } = useTranslation('searchRecord')
  const { lang } = useRootState()
  return (
    <Stack gap="0.5">
      {parties.map((p) => (
        <Text key={`${p.role}-${p.nameZh}`} fontSize="sm">
          <Text as="span" color="fg.muted">
            {t(`judgements.role.${p.role}`)}:{' '}
          </Text>
          {pick(lang, p.nameZh, p.nameEn)}
        </Text>
      ))}
    </Stack>
  )
}
