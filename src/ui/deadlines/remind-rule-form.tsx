import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { remindRuleInputSchema, type RemindRuleInput } from '../../api/schemas/cases-deadlines'
import {
  CASE_DEADLINE_KINDS,
  parseRemindOffsets,
  REMIND_CHANNELS,
  SUGGESTED_REMIND_OFFSETS,
  type RemindChannel,
} from '../../domain/cases/deadline-rules'
import type { MessageKey } from '../../domain/message-key'
import { CheckBox } from '../kit/check-box'
import { FormField } from '../kit/form-field'

export interface RemindRuleFormProps {
  busy: boolean
  /** Resolves true once saved (the form then clears). */
  onSave: (rule: RemindRuleInput) => Promise<boolean>
}

/** A reminder setting: for all deadlines or one kind, offsets in days, channels; checked by the shared schema. */
export function RemindRuleForm({ busy, onSave }: RemindRuleFormProps) {
  const { t } = useTranslation('deadlines')
  const [kind, setKind] = useState<RemindRuleInput['kind']>('all')
  const [offsets, setOffsets] = useState(SUGGESTED_REMIND_OFFSETS.join(', '))
  const [channels, setChannels] = useState<RemindChannel[]>(['notice', 'email'])
  const [errors, setErrors] = useState<{ offsets?: MessageKey; channels?: MessageKey }>({})

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = remindRuleInputSchema.safeParse({ kind, offsets: parseRemindOffsets(offsets), channels })
    if (!parsed.success) {
      const of = (field: string) =>
        parsed.error.issues.find((i) => i.path[0] === field)?.message as MessageKey | undefined
      setErrors({ offsets: of('offsets'), channels: of('channels') })
      return
    }
    setErrors({})
    if (await onSave(parsed.data)) setOffsets(SUGGESTED_REMIND_OFFSETS.join(', '))
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="remind-form">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField label={t('reminders.ruleKind')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={kind}
                onChange={(e) => setKind(e.target.value as RemindRuleInput['kind'])}
                data-testid="remind-kind"
              >
                <option value="all">{t('reminders.ruleAll')}</option>
                {CASE_DEADLINE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={t('reminders.offsets')}
            required
            error={errors.offsets}
            helperText={t('reminders.offsetsHelp')}
          >
            <Input
              value={offsets}
              onChange={(e) => setOffsets(e.target.value)}
              maxLength={60}
              data-testid="remind-offsets"
            />
          </FormField>
          <FormField label={t('reminders.channels')} required error={errors.channels}>
            <HStack gap="4" pt="2">
              {REMIND_CHANNELS.map((c) => (
                <CheckBox
                  key={c}
                  checked={channels.includes(c)}
                  onChange={(on) => setChannels((was) => (on ? [...was, c] : was.filter((x) => x !== c)))}
                  testId={`remind-channel-${c}`}
                >
                  {t(`reminders.channel.${c}`)}
                </CheckBox>
              ))}
            </HStack>
          </FormField>
        </SimpleGrid>
        <HStack justify="space-between" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t('reminders.replaceNote')}
          </Text>
          <Button type="submit" loading={busy} data-testid="remind-save">
            {t('reminders.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
