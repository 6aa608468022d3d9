import { Button, HStack, IconButton, Input, Stack, Tag, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { labelMutation } from '../../api/portfolios'
import { labelProblem, labelsProblem, LABELS_PER_MARK_MAX } from '../../domain/cases/register-watch'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'
import { toastError, toastSuccess } from '../kit/toast'
import { errorText, usePortfolioText } from './use-portfolio-text'

export interface LabelsDialogProps {
  /** The marks labelled; the dialog is closed when empty. */
  markIds: string[]
  /** The labels the dialog starts from (the mark's own when one mark is labelled). */
  initial: string[]
  /** Labels the account already uses, offered as choices. */
  known: string[]
  onClose: () => void
}

/** Sets the account's labels of one or more register marks (tmInfo/myTrademarksLabel). */
export function LabelsDialog(props: LabelsDialogProps) {
  return props.markIds.length ? <LabelsForm key={props.markIds.join()} {...props} /> : null
}

function LabelsForm({ markIds, initial, known, onClose }: LabelsDialogProps) {
  const { t } = usePortfolioText()
  const [labels, setLabels] = useState<string[]>(initial)
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<ReturnType<typeof labelProblem>>(null)
  const save = useMutation(labelMutation())
  const listId = `labels-known-${markIds[0]}`

  const add = () => {
    const value = draft.trim()
    const found = labelProblem(value) ?? labelsProblem([...labels, value])
    setProblem(found)
    if (found) return
    setLabels([...labels, value])
    setDraft('')
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('labels.title', { count: markIds.length })}
      description={t('labels.intro')}
      busy={save.isPending}
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate(
          { markIds, labels },
          {
            onSuccess: () => {
              toastSuccess(t('labels.saved'))
              onClose()
            },
            onError: (err) => toastError(errorText(err, t('labels.failed'))),
          },
        )
      }}
      submit={{ label: t('labels.save'), testId: 'labels-save' }}
      testId="labels-dialog"
    >
      <Stack gap="4">
        {labels.length ? (
          <HStack wrap="wrap" gap="2" data-testid="labels-current">
            {labels.map((label) => (
              <Tag.Root key={label} colorPalette="purple">
                <Tag.Label>{label}</Tag.Label>
                <Tag.EndElement>
                  <IconButton
                    size="2xs"
                    variant="plain"
                    aria-label={t('labels.remove', { label })}
                    onClick={() => setLabels(labels.filter((l) => l !== label))}
                  >
                    ×
                  </IconButton>
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </HStack>
        ) : (
          <Text color="fg.muted">{t('labels.none')}</Text>
        )}
        <HStack align="flex-start" gap="2">
          <FormField label={t('labels.new')} error={problem} flex="1">
            <Input
              value={draft}
              list={listId}
              maxLength={40}
              disabled={labels.length >= LABELS_PER_MARK_MAX}
              onChange={(e) => {
                setDraft(e.target.value)
                if (problem) setProblem(null)
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  add()
                }
              }}
              data-testid="labels-input"
            />
            <datalist id={listId}>
              {known
                .filter((k) => !labels.includes(k))
                .map((k) => (
                  <option key={k} value={k} />
                ))}
            </datalist>
          </FormField>
          <Button mt="6" variant="outline" onClick={add} data-testid="labels-add">
            {t('labels.add')}
          </Button>
        </HStack>
      </Stack>
    </FormDialog>
  )
}
