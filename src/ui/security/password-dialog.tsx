import { Input, Stack, Text } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { changePasswordMutation } from '../../api/auth'
import { BusinessError } from '../../api/client'
import { passwordField, requiredString } from '../../domain/schemas'
import { FormDialog } from '../kit/form-dialog'
import { FormField } from '../kit/form-field'
import { SERVER_ERROR, useFieldMessage } from '../kit/message'
import { toastError, toastSuccess } from '../kit/toast'
import { serverFieldOf } from './code-refusal'

/** The §5 password rule, as the server checks it: the new one twice, and not the current one again. */
const schema = z
  .object({ oldPassword: requiredString, newPassword: passwordField, confirmPassword: requiredString })
  .superRefine((form, ctx) => {
    if (form.newPassword === form.oldPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'security:password.sameAsOld' })
    }
    if (form.newPassword !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation:passwordMismatch' })
    }
  })
type Values = z.input<typeof schema>
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const

/** Changes the sign-in password: the current one, the new one twice (user/updatePwd, mode 'change'). */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('security')
  const fieldMessage = useFieldMessage()
  const change = useMutation(changePasswordMutation())
  const form = useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { errors } = form.formState
  const close = () => {
    form.reset()
    onClose()
  }
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ mode: 'change', ...values })
      toastSuccess(t('password.changed'))
      close()
    } catch (error) {
      // What was typed stays; a refusal naming a field shows under it.
      const field = serverFieldOf(error)
      const on = FIELDS.find((f) => f === field)
      if (error instanceof BusinessError && on) {
        form.setError(on, { type: SERVER_ERROR, message: error.msg }, { shouldFocus: true })
      } else if (error instanceof BusinessError) toastError(error.msg || t('password.failed'))
    }
  })
  const labels = {
    oldPassword: 'password.old',
    newPassword: 'password.new',
    confirmPassword: 'password.confirm',
  } as const
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('password.dialogTitle')}
      onSubmit={(e) => void submit(e)}
      busy={change.isPending}
      submit={{ label: t('password.save'), testId: 'password-save' }}
      testId="password-dialog"
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('password.dialogIntro')}
        </Text>
        {FIELDS.map((name) => (
          <FormField
            key={name}
            label={t(labels[name])}
            required
            error={fieldMessage(errors[name])}
            helperText={name === 'newPassword' ? t('password.rule') : undefined}
          >
            <Input
              type="password"
              autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
              data-testid={`password-${name}`}
              {...form.register(name)}
            />
          </FormField>
        ))}
      </Stack>
    </FormDialog>
  )
}
