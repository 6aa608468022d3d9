import { Button, HStack, Input, NativeSelect } from '@chakra-ui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { caseViewsQuery, saveViewMutation } from '../../../api/cases-list'
import { BusinessError } from '../../../api/client'
import { viewNameSchema } from '../../../domain/cases/case-list-rules'
import { parseCaseSearch, type CaseSearch } from '../../../domain/cases/case-query'
import type { MessageKey } from '../../../domain/message-key'
import { FormDialog } from '../../kit/form-dialog'
import { FormField } from '../../kit/form-field'
import { toastError, toastSuccess } from '../../kit/toast'

export interface ViewsBarProps {
  search: CaseSearch
  onApply: (search: CaseSearch) => void
}

/** The member's saved filter views: apply one, save the current filters under a name, delete one. */
export function ViewsBar({ search, onApply }: ViewsBarProps) {
  const { t } = useTranslation('casesList')
  const views = useQuery(caseViewsQuery())
  const save = useMutation(saveViewMutation())
  const [chosen, setChosen] = useState('')
  const [naming, setNaming] = useState(false)
  const [name, setName] = useState('')
  const [error, setError] = useState<MessageKey | { text: string } | undefined>()
  const list = views.data?.views ?? []

  const submit = async () => {
    const checked = viewNameSchema.safeParse({ name })
    if (!checked.success) return setError(checked.error.issues[0]!.message as MessageKey)
    try {
      const answer = await save.mutateAsync({ id: '', name: checked.data.name, search: { ...search } })
      setChosen(answer.views.find((v) => v.name === checked.data.name)?.id ?? '')
      toastSuccess(t('views.saved'))
      setNaming(false)
    } catch (e) {
      setError({ text: e instanceof BusinessError ? e.msg : t('views.failed') })
    }
  }
  const remove = async () => {
    try {
      await save.mutateAsync({ remove: chosen })
      setChosen('')
    } catch (e) {
      toastError(t('views.failed'), e instanceof BusinessError ? e.msg : undefined)
    }
  }

  return (
    <HStack gap="2" wrap="wrap">
      <NativeSelect.Root size="sm" w="12rem">
        <NativeSelect.Field
          value={chosen}
          aria-label={t('views.label')}
          onChange={(e) => {
            setChosen(e.target.value)
            const view = list.find((v) => v.id === e.target.value)
            if (view) onApply(parseCaseSearch(view.search))
          }}
          data-testid="views-select"
        >
          <option value="">{t('views.choose', { count: list.length })}</option>
          {list.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          setName('')
          setError(undefined)
          setNaming(true)
        }}
        data-testid="views-save"
      >
        {t('views.save')}
      </Button>
      {chosen ? (
        <Button size="sm" variant="ghost" colorPalette="red" onClick={() => void remove()}>
          {t('views.delete')}
        </Button>
      ) : null}
      <FormDialog
        open={naming}
        onClose={() => setNaming(false)}
        title={t('views.saveTitle')}
        description={t('views.saveDescription')}
        busy={save.isPending}
        size="sm"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
        submit={{ label: t('views.saveConfirm'), testId: 'views-save-confirm' }}
      >
        <FormField label={t('views.name')} error={error}>
          <Input value={name} onChange={(e) => setName(e.target.value)} data-testid="views-name" />
        </FormField>
      </FormDialog>
    </HStack>
  )
}
