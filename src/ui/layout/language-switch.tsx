import { Button, Group } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { setLang, useRootState, type Lang } from '../../state/root'

const OPTIONS: Lang[] = ['zh-CN', 'en']

/** 中文 | English; the choice is kept in localStorage `lang`. */
export function LanguageSwitch({ onChange }: { onChange?: (lang: Lang) => void }) {
  const { lang } = useRootState()
  const { t } = useTranslation('shell')
  return (
    <Group attached role="group" aria-label={t('header.language')}>
      {OPTIONS.map((option) => (
        <Button
          key={option}
          size="xs"
          variant={lang === option ? 'solid' : 'outline'}
          colorPalette="blue"
          aria-pressed={lang === option}
          lang={option}
          onClick={() => {
            if (option === lang) return
            setLang(option)
            onChange?.(option)
          }}
        >
          {option === 'zh-CN' ? '中文' : 'EN'}
        </Button>
      ))}
    </Group>
  )
}
