import { HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { viennaInfoQuery } from '../../../api/search-extra'
import { useRootState } from '../../../state/root'
import { pick } from './record-links'

/**
 * The mark's Vienna design codes, each with its wording and, on hover, the category and division it sits in
 * (tmInfo/getImageCodeInfoList, the same source the search form's code chips read).
 */
export function ViennaCodes({ codes }: { codes: readonly string[] }) {
  const { lang } = useRootState()
  const info = useQuery(viennaInfoQuery(codes))
  const byCode = new Map((info.data?.list ?? []).map((i) => [i.code, i]))
  if (!codes.length) return null
  return (
    <Stack gap="1" data-testid="vienna-codes">
      {codes.map((code) => {
        const entry = byCode.get(code)
        const path = entry?.path.map((p) => `${p.code} ${pick(lang, p.nameZh, p.nameEn)}`).join(' › ')
        return (
          <HStack key={code} gap="2" align="baseline" title={path || undefined}>
            <Text fontFamily="mono" flexShrink={0}>
              {code}
            </Text>
            <Text color="fg.muted">{entry ? pick(lang, entry.nameZh, entry.nameEn) : ''}</Text>
          </HStack>
        )
      })}
    </Stack>
  )
}
