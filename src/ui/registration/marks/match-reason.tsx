import { Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

const NAMED = {
  exact: 'ai.reasons.exact',
  'same-pinyin': 'ai.reasons.same-pinyin',
  'pinyin-spelling': 'ai.reasons.pinyin-spelling',
  'query-in-name': 'ai.reasons.query-in-name',
  'name-in-query': 'ai.reasons.name-in-query',
  'same-characters-reordered': 'ai.reasons.same-characters-reordered',
  'same-pinyin-reordered': 'ai.reasons.same-pinyin-reordered',
} as const

const EDIT = /^edit-distance-(characters|pinyin):(\d+)$/

/** Why the similarity engine matched a mark, in words ('exact', 'edit-distance-pinyin:1' …). */
export function MatchReason({ code }: { code: string }) {
  const { t } = useTranslation('regMarks')
  const edit = EDIT.exec(code)
  const text = edit
    ? t(edit[1] === 'pinyin' ? 'ai.reasons.editPinyin' : 'ai.reasons.editCharacters', {
        count: Number(edit[2]),
      })
    : code in NAMED
      ? t(NAMED[code as keyof typeof NAMED])
      : null
  if (!text) return null
  return (
    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
      {text}
    </Text>
  )
}
