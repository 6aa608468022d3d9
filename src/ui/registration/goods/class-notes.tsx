import { Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { classDetailQuery } from '../../../api/registration-goods'

/** The official class heading and explanatory note (trademark/queryCategoryDetail), on request. */
export function ClassNotes({ classNo }: { classNo: string }) {
  const { t, i18n } = useTranslation('regGoods')
  const en = i18n.language === 'en'
  const [open, setOpen] = useState(false)
  const detail = useQuery({ ...classDetailQuery(classNo), enabled: open })
  return (
    <Stack gap="1.5" align="flex-start">
      <Button
        size="2xs"
        variant="plain"
        px="0"
        color="blue.fg"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {open ? t('class.hideNotes') : t('class.notes')}
      </Button>
      {!open ? null : detail.isPending ? (
        <Spinner size="xs" />
      ) : detail.isError ? (
        <Text fontSize="sm" color="fg.error">
          {t('class.notesFailed')}
        </Text>
      ) : (
        <Stack gap="1" fontSize="sm" bg="bg.subtle" rounded="md" p="3" data-testid="class-notes">
          <Text fontWeight="medium">
            {t(detail.data.kind === 'goods' ? 'class.kindGoods' : 'class.kindServices')} ·{' '}
            {en ? detail.data.headingEn : detail.data.headingZh}
          </Text>
          <Text color="fg.muted" fontSize="xs">
            {en ? detail.data.headingZh : detail.data.headingEn}
          </Text>
          <Text>{en ? detail.data.noteEn : detail.data.noteZh}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t('class.groups', { count: detail.data.groups.length, total: detail.data.total })}
          </Text>
        </Stack>
      )}
    </Stack>
  )
}
