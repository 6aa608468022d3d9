import { Group, IconButton, Input, type InputProps } from '@chakra-ui/react'
import { useRef, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { normalizeDateText } from '../../domain/dates'
import { useRootState } from '../../state/root'

export interface DateInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>
}

/** Sets a text input's value as typing would, so React and react-hook-form both see the change. */
function setTyped(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * A date field in the page's language. A native date input shows the browser's format (mm/dd/yyyy on an
 * English browser, 年/月/日 on a Chinese one) whatever the page language; this one is a text field for
 * YYYY-MM-DD with the placeholder and the picker button in the page language, and the browser's calendar only
 * behind the button. The value is the same 'YYYY-MM-DD' string a date input gives (or what was typed, for the
 * form's check to refuse); 2026/1/5, 2026.1.5, 2026年1月5日 and full-width digits become 2026-01-05 on leaving.
 */
export function DateInput({ ref, min, max, onBlur, size, ...props }: DateInputProps) {
  const { t } = useTranslation('common')
  const { lang } = useRootState()
  const text = useRef<HTMLInputElement | null>(null)
  const picker = useRef<HTMLInputElement>(null)
  const setRefs = (node: HTMLInputElement | null) => {
    text.current = node
    if (typeof ref === 'function') ref(node)
    else if (ref) ref.current = node
  }
  const openPicker = () => {
    const node = picker.current
    if (!node || !text.current) return
    node.value = normalizeDateText(text.current.value) ?? ''
    try {
      node.showPicker()
    } catch {
      node.click()
    }
  }
  return (
    <Group attached width="full">
      <Input
        {...props}
        ref={setRefs}
        size={size}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        lang={lang}
        placeholder={props.placeholder ?? t('date.placeholder')}
        onBlur={(event) => {
          const normalized = normalizeDateText(event.currentTarget.value)
          if (normalized !== null && normalized !== event.currentTarget.value)
            setTyped(event.currentTarget, normalized)
          onBlur?.(event)
        }}
      />
      <IconButton
        size={size}
        variant="outline"
        aria-label={t('date.openCalendar')}
        onClick={openPicker}
        disabled={props.disabled}
      >
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
      </IconButton>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        min={typeof min === 'string' ? min : undefined}
        max={typeof max === 'string' ? max : undefined}
        style={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          width: 1,
          height: 1,
          opacity: 0,
          pointerEvents: 'none',
        }}
        onChange={(event) => {
          if (text.current && event.currentTarget.value) {
            setTyped(text.current, event.currentTarget.value)
            text.current.focus()
          }
        }}
      />
    </Group>
  )
}
