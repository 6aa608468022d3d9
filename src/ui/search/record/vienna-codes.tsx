import { HStack, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ViennaTree } from '../../../api/schemas/filing'
import { useRootState } from '../../../state/root'
import { pick } from './record-links'
import { viennaTreeQuery } from '../../../api/reference'

function wordingOf(tree: readonly ViennaTree[]): Map<string, { zh: string; en: string }> {
  const map = new Map<string, { zh: string; en: string }>()
  for (const c of tree) {
    map.set(c.code, { zh: c.nameZh, en: c.nameEn })
    for (const d of c.children) {
      map.set(d.code, { zh: d.nameZh, en: d.nameEn })
      for (const s of d.children) map.set(s.code, { zh: s.nameZh, en: s.nameEn })
    }
  }
  return map
}

/** The mark's Vienna design codes, each with its wording from the classification (trademark/getViennaAll). */
export function ViennaCodes({ codes }: { codes: readonly string[] }) {
  const { lang } = useRootState()
  const tree = useQuery({ ...viennaTreeQuery(), enabled: codes.length > 0 })
  const wording = useMemo(() => wordingOf(tree.data ?? []), [tree.data])
  if (!codes.length) return null
  return (
    <Stack gap="1" data-testid="vienna-codes">
      {codes.map((code) => {
        const w = wording.get(code)
        return (
          <HStack key={code} gap="2" align="baseline">
            <Text fontFamily="mono" flexShrink={0}>
              {code}
            </Text>
            <Text color="fg.muted">{w ? pick(lang, w.zh, w.en) : ''}</Text>
          </HStack>
        )
      })}
    </Stack>
  )
}
