import { Box } from '@chakra-ui/react'
import { ApplicantHelpPanel } from './applicant-help-panel'
import { useApplicantText } from './use-applicant-text'

/** The applicant help beside the form (under it on a narrow screen), opened at the section that fits. */
export function ApplicantHelpAside({ topic }: { topic: string }) {
  const { t } = useApplicantText()
  return (
    <Box
      as="aside"
      w={{ base: 'full', md: '18rem' }}
      flexShrink={0}
      borderStartWidth={{ base: 0, md: '1px' }}
      ps={{ base: 0, md: '5' }}
      position={{ md: 'sticky' }}
      top="0"
      aria-label={t('help.title')}
    >
      <ApplicantHelpPanel key={topic} topic={topic} />
    </Box>
  )
}
