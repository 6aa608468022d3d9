import { act, renderHook } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../i18n/resources'
import { SERVER_ERROR, useFieldMessage, useMessage } from './message'

const i18n = i18next.createInstance()

beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ resources, lng: 'en', defaultNS: 'common', interpolation: { escapeValue: false } })
})

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
)

describe('useMessage', () => {
  it('translates a key, shows the server words as they are, and nothing for no message', () => {
    const { result } = renderHook(() => useMessage(), { wrapper })
    const text = result.current
    expect(text('validation:required')).toBe(resources.en.validation.required)
    expect(text({ text: 'validation:required' })).toBe('validation:required')
    expect(text(undefined)).toBeUndefined()
    expect(text(null)).toBeUndefined()
  })

  it('follows the language, and stays the same function while the language does', async () => {
    const { result, rerender } = renderHook(() => useMessage(), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    await act(() => i18n.changeLanguage('zh-CN'))
    expect(result.current).not.toBe(first)
    expect(result.current('validation:required')).toBe(resources['zh-CN'].validation.required)
    await act(() => i18n.changeLanguage('en'))
  })
})

describe('useFieldMessage', () => {
  it('takes a rule message as its key and a refusal set by the server as its words', () => {
    const { result } = renderHook(() => useFieldMessage(), { wrapper })
    const fieldMessage = result.current
    expect(fieldMessage({ type: 'required', message: 'validation:required' })).toBe('validation:required')
    expect(fieldMessage({ type: 'custom', message: 'regApplicants:rules.usccCheck' })).toBe(
      'regApplicants:rules.usccCheck',
    )
    // The server's words are never looked up, whatever they look like.
    expect(fieldMessage({ type: SERVER_ERROR, message: 'validation:required' })).toEqual({
      text: 'validation:required',
    })
    expect(fieldMessage({ type: SERVER_ERROR, message: '该申请人已存在' })).toEqual({
      text: '该申请人已存在',
    })
  })

  it('shows a message that is no key (a library default) as written, and nothing for no error', () => {
    const { result } = renderHook(() => useFieldMessage(), { wrapper })
    const fieldMessage = result.current
    const zodDefault = 'Invalid input: expected string, received undefined'
    expect(fieldMessage({ type: 'invalid_type', message: zodDefault })).toEqual({ text: zodDefault })
    expect(fieldMessage({ type: 'custom', message: 'validation:noSuchKey' })).toEqual({
      text: 'validation:noSuchKey',
    })
    expect(fieldMessage({ type: 'required', message: '' })).toBeUndefined()
    expect(fieldMessage(undefined)).toBeUndefined()
  })
})
