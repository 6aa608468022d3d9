import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useImperativeHandle, type ComponentProps, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { captchaQuery } from '../../api/auth'
import { Spinner, TextInput } from './plain-form-field'
import styles from './form.module.css'

/** What a form can do with its captcha: fetch a new image (after a failed attempt burned the old one). */
export interface CaptchaHandle {
  refresh(): void
}

export interface CaptchaInputProps extends Omit<ComponentProps<'input'>, 'ref'> {
  /** Called with the id of each new image; the form sends it with the typed characters. */
  onCaptchaId: (captchaId: string) => void
  /** The form's ref for the text input (react-hook-form focuses it on error). */
  inputRef?: Ref<HTMLInputElement>
  ref?: Ref<CaptchaHandle>
}

/**
 * A graphic captcha: the 4-character text input and the server's image beside it; clicking the image loads a
 * new one. Each mounted input owns its own image, so two forms never share (and burn) one captcha.
 */
export function CaptchaInput({ onCaptchaId, inputRef, ref, ...inputProps }: CaptchaInputProps) {
  const { t } = useTranslation('auth')
  const instance = useId()
  const captcha = useQuery(captchaQuery(instance))
  const { refetch } = captcha
  const captchaId = captcha.data?.captchaId ?? ''

  useImperativeHandle(ref, () => ({ refresh: () => void refetch() }), [refetch])

  useEffect(() => {
    onCaptchaId(captchaId)
  }, [captchaId, onCaptchaId])

  const image = captcha.data?.image
  return (
    <div className={styles.row}>
      <TextInput
        ref={inputRef}
        maxLength={4}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('fields.captchaPlaceholder')}
        {...inputProps}
      />
      <button
        type="button"
        className={styles.captchaButton}
        onClick={() => void refetch()}
        title={t('captcha.refresh')}
        aria-label={t('captcha.refresh')}
      >
        {captcha.isFetching && !image ? (
          <Spinner label={t('captcha.loading')} />
        ) : image && !captcha.isError ? (
          <img
            className={styles.captchaImage}
            src={image}
            alt={t('captcha.alt')}
            data-stale={captcha.isFetching ? '' : undefined}
          />
        ) : (
          <span className={styles.captchaFailed}>{t('captcha.failed')}</span>
        )}
      </button>
    </div>
  )
}
