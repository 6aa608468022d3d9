import { Badge, Button, HStack, Image, Input, Spinner, Stack, Text } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ownMarksQuery } from '../../api/monitoring-watches'
import type { OwnMark } from '../../api/schemas/monitoring'
import { EmptyState } from '../kit/empty-state'
import { FormDialog } from '../kit/form-dialog'
import { Pagination } from '../kit/pagination'
import { useDebouncedValue } from '../kit/use-debounced-value'
import { useWatchText } from './use-watch-text'

const PAGE_SIZE = 6

/**
 * "From my marks": the member's own marks (monitoring/getByTmtabData), searchable by name or number; choosing
 * one fills the watch with its name, image, classes and number. A mark already watched says by which kind.
 */
export function OwnMarkPicker({ onPick }: { onPick: (mark: OwnMark) => void }) {
  const { t, pick } = useWatchText()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [page, setPage] = useState(1)
  const debounced = useDebouncedValue(text.trim(), 300)
  const marks = useQuery({
    ...ownMarksQuery({ text: debounced, pageNum: page, pageSize: PAGE_SIZE }),
    enabled: open,
    placeholderData: keepPreviousData,
  })
  return (
    <FormDialog
      open={open}
      onClose={() => setOpen(false)}
      onOpen={() => setOpen(true)}
      title={t('ownMarks.title')}
      description={t('ownMarks.intro')}
      size="lg"
      testId="own-mark-dialog"
      trigger={
        <Button size="sm" variant="outline" data-testid="own-mark-open">
          {t('ownMarks.open')}
        </Button>
      }
    >
      <Stack gap="3">
        <Input
          size="sm"
          value={text}
          maxLength={50}
          aria-label={t('ownMarks.search')}
          placeholder={t('ownMarks.search')}
          onChange={(e) => {
            setText(e.target.value)
            setPage(1)
          }}
        />
        {marks.isPending ? (
          <Spinner size="sm" />
        ) : marks.isError ? (
          <Text color="fg.error">{t('ownMarks.failed')}</Text>
        ) : marks.data.list.length === 0 ? (
          <EmptyState title={t('ownMarks.empty')} />
        ) : (
          <Stack gap="2" data-testid="own-mark-list">
            {marks.data.list.map((mark) => (
              <HStack key={mark.id} borderWidth="1px" rounded="md" p="2" gap="3" data-testid="own-mark-row">
                {mark.imageUrl ? <Image src={mark.imageUrl} alt="" boxSize="10" objectFit="contain" /> : null}
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="medium" truncate>
                    {mark.name || t('ownMarks.noName')}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('ownMarks.line', {
                      regNo: mark.regNo || mark.applicationNo,
                      classes: mark.classes.join(', '),
                      status: pick(mark.status),
                    })}
                  </Text>
                  {mark.watchedBy.length ? (
                    <HStack gap="1">
                      {mark.watchedBy.map((kind) => (
                        <Badge key={kind} size="xs" colorPalette="purple">
                          {t('ownMarks.watchedBy', { kind: t(`kind.${kind}`) })}
                        </Badge>
                      ))}
                    </HStack>
                  ) : null}
                </Stack>
                <Button
                  size="xs"
                  colorPalette="blue"
                  onClick={() => {
                    onPick(mark)
                    setOpen(false)
                  }}
                >
                  {t('ownMarks.use')}
                </Button>
              </HStack>
            ))}
            {marks.data.total > PAGE_SIZE ? (
              <Pagination page={page} pageSize={PAGE_SIZE} total={marks.data.total} onChange={setPage} />
            ) : null}
          </Stack>
        )}
      </Stack>
    </FormDialog>
  )
}
