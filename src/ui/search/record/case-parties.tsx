import { Stack, Text } from '@chakra-ui/react'
import { useRootState } from '../../../state/root'
import { pick } from './record-links'

export interface CaseParty<R extends string> {
  role: R
  nameZh: string
  nameEn: string
}

/** The parties of a case or a review with their roles, each role named by `roleLabel`. */
export function CaseParties<R extends string>({
  parties,
  roleLabel,
}: {
  parties: readonly CaseParty<R>[]
  roleLabel: (role: R) => string
}) {
  const { lang } = useRootState()
  return (
    <Stack gap="0.5">
      {parties.map((p) => (
        <Text key={`${p.role}-${p.nameZh}`} fontSize="sm">
          <Text as="span" color="fg.muted">
            {roleLabel(p.role)}:{' '}
          </Text>
          {pick(lang, p.nameZh, p.nameEn)}
        </Text>
      ))}
    </Stack>
  )
}
