import { Button, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { initCustomFieldsMutation, saveCustomFieldsMutation } from '../../../api/cases-list'
import { BusinessError } from '../../../api/client'
import type { CustomFieldView } from '../../../api/schemas/cases-list'
import {
  CUSTOM_FIELD_TYPES,
  CUSTOM_FIELDS_MAX,
  customFieldsFormSchema,
  type CustomFieldType,
} from '../../../domain/cases/case-list-rules'
import type { MessageKey } from '../../../domain/message-key'
import { FormDialog } from '../../kit/form-dialog'
import { FormField } from '../../kit/form-field'
import { useMessage } from '../../kit/message'
import { toastError, toastSuccess } from '../../kit/toast'

interface Draft {
  id: string
  name: string
  type: CustomFieldType
  /** The options as typed, one per line or comma separated. */
  options: string
}

const splitOptions = (text: string) =>
  text
    .split(/[,，\n]/)
    .map((o) => o.trim())
    .filter(Boolean)

export interface CustomFieldsDialogProps {
  onClose: () => void
  fields: readonly CustomFieldView[]
}

/** The account's custom fields: add, rename, change the type and options, delete (mounted while open). */
export function CustomFieldsDialog({ onClose, fields }: CustomFieldsDialogProps) {
  const { t } = useTranslation('casesList')
  const message = useMessage()
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    fields.map((f) => ({ id: f.id, name: f.name, type: f.type, options: f.options.join(', ') })),
  )
  const [issues, setIssues] = useState<Record<string, MessageKey>>({})
  const save = useMutation(saveCustomFieldsMutation())
  const init = useMutation(initCustomFieldsMutation())
  const change = (i: number, patch: Partial<Draft>) =>
    setDrafts((d) => d.map((x, j) => (j === i ? { ...x, ...patch } : x)))

  const submit = async () => {
    const body = {
      fields: drafts.map((d) => ({ ...d, options: d.type === 'select' ? splitOptions(d.options) : [] })),
    }
    const checked = customFieldsFormSchema.safeParse(body)
    if (!checked.success) {
      setIssues(
        Object.fromEntries(
          checked.error.issues.map((i) => [i.path.slice(0, 3).join('.'), i.message as MessageKey]),
        ),
      )
      return
    }
    setIssues({})
    try {
      await save.mutateAsync(checked.data)
      toastSuccess(t('fields.saved'))
      onClose()
    } catch (error) {
      toastError(t('fields.failed'), error instanceof BusinessError ? error.msg : undefined)
    }
  }
  const suggest = async () => {
    try {
      const answer = await init.mutateAsync({})
      setDrafts(
        answer.fields.map((f) => ({ id: f.id, name: f.name, type: f.type, options: f.options.join(', ') })),
      )
    } catch (error) {
      toastError(t('fields.failed'), error instanceof BusinessError ? error.msg : undefined)
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('fields.title')}
      description={t('fields.description', { max: CUSTOM_FIELDS_MAX })}
      size="lg"
      busy={save.isPending}
      testId="fields-dialog"
      submit={{ label: t('fields.save'), onClick: () => void submit(), testId: 'fields-save' }}
    >
      <Stack gap="3">
        {drafts.length === 0 ? (
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {t('fields.none')}
            </Text>
            {fields.length === 0 ? (
              <Button size="xs" variant="outline" loading={init.isPending} onClick={() => void suggest()}>
                {t('fields.suggest')}
              </Button>
            ) : null}
          </HStack>
        ) : null}
        {drafts.map((d, i) => (
          <HStack key={d.id || `new-${i}`} align="start" gap="2" wrap="wrap" borderBottomWidth="1px" pb="3">
            <FormField label={t('fields.name')} error={issues[`fields.${i}.name`]} flex="2" minW="10rem">
              <Input
                size="sm"
                value={d.name}
                onChange={(e) => change(i, { name: e.target.value })}
                data-testid={`field-name-${i}`}
              />
            </FormField>
            <FormField label={t('fields.type')} flex="1" minW="7rem">
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={d.type}
                  onChange={(e) => change(i, { type: e.target.value as CustomFieldType })}
                >
                  {CUSTOM_FIELD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`fields.types.${type}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {d.type === 'select' ? (
              <FormField
                label={t('fields.options')}
                helperText={t('fields.optionsHelp')}
                error={issues[`fields.${i}.options`]}
                flex="3"
                minW="12rem"
              >
                <Input size="sm" value={d.options} onChange={(e) => change(i, { options: e.target.value })} />
              </FormField>
            ) : null}
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              mt="6"
              aria-label={t('fields.remove', { name: d.name || t('fields.unnamed') })}
              onClick={() => setDrafts((x) => x.filter((_, j) => j !== i))}
            >
              ✕
            </IconButton>
          </HStack>
        ))}
        {issues.fields ? (
          <Text color="fg.error" fontSize="sm">
            {message(issues.fields)}
          </Text>
        ) : null}
        <HStack>
          <Button
            size="sm"
            variant="outline"
            disabled={drafts.length >= CUSTOM_FIELDS_MAX}
            onClick={() => setDrafts((d) => [...d, { id: '', name: '', type: 'text', options: '' }])}
            data-testid="field-add"
          >
            {t('fields.add')}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {t('fields.removeNote')}
          </Text>
        </HStack>
      </Stack>
    </FormDialog>
  )
}
