/**
 * The mock's examination of a custom goods or services name (trademark/CommodityVerification), after the
 * practice of CNIPA's acceptance of non-standard names: a name is accepted when it is a standard item, or
 * close enough to one of the class (or to a similar group's heading) to be classified; it is refused when it
 * is empty, too long, has special characters, lists several items, uses vague wording ('等', 'etc.', 'all
 * goods'), is in the wrong language for the filing, or belongs to another class.
 */
import type { RegistrationRegion } from '../../src/domain/registration/types'
import { toHalfWidth } from '../../src/domain/validation'
import { NICE_GROUPS } from '../reference-data/nice-goods'
import { STANDARD, exactAnywhere, exactInClass, normalise, type StandardEntry } from './standard-index'

export type VerdictKind =
  | 'standard'
  | 'similar'
  | 'plausible'
  | 'empty'
  | 'tooLong'
  | 'characters'
  | 'multiple'
  | 'vague'
  | 'language'
  | 'otherClass'
  | 'unknown'

export interface Verdict {
  verdict: 'accepted' | 'rejected'
  kind: VerdictKind
  /** The standard item matched or found closest, if any. */
  match: StandardEntry | null
  /** The similar group the item falls in, when known. */
  groupCode: string | null
  /** The names to file: the standard names for a standard item, else the typed name in its language. */
  nameZh: string
  nameEn: string
  reason: { zh: string; en: string }
}

const HAN = /\p{Script=Han}/u
/** CJK, letters, digits, spaces and the punctuation goods names use (brackets, commas, hyphens …). */
const ALLOWED = /^[\p{Script=Han}A-Za-z0-9 ()[\],.'’\-/&、:]+$/u
export const MAX_ZH = 50
export const MAX_EN = 150

const VAGUE_ZH = [
  /等+$/,
  /等(商品|产品|物品|货物|服务|用品)/,
  /其他|其它|相关|所有|全部|一切|各种|各类|系列|之类|类似/,
]
const VAGUE_EN =
  /\b(etc|and the like|and so on|all goods|all products|all services|all kinds|any goods|various|related (goods|products|services|items)|other (goods|products|services|items)|similar (goods|products|services|items)|and other|including|such as|miscellaneous)\b/i
const GENERIC = new Set([
  '商品',
  '产品',
  '货物',
  '服务',
  '用品',
  'goods',
  'products',
  'services',
  'items',
  'merchandise',
])

const STOP = new Set(['for', 'of', 'the', 'and', 'or', 'being', 'in', 'use', 'with', 'a', 'an', 'to', 'on'])

const stripBrackets = (s: string) => s.replace(/\([^)]*\)|\[[^\]]*\]/g, '').trim()
const singular = (w: string) =>
  /(ch|sh|ss|x)es$/.test(w) ? w.slice(0, -2) : w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w
const tokens = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOP.has(w))
    .map(singular)
/** An English standard name without its qualifiers: 'thermometers, not for medical purposes' → thermometers. */
const coreEn = (s: string) => stripBrackets(s.split(',')[0] ?? s)
const bigrams = (s: string) => {
  const out = new Set<string>()
  for (let i = 0; i < s.length - 1; i++) out.add(s.slice(i, i + 2))
  return out
}
const dice = (a: Set<string>, b: Set<string>) => {
  if (a.size === 0 || b.size === 0) return 0
  let common = 0
  for (const x of a) if (b.has(x)) common++
  return (2 * common) / (a.size + b.size)
}

/** How close a typed Chinese name is to a standard (or heading) name, 0–1. */
export function scoreZh(text: string, name: string): number {
  const t = stripBrackets(normalise(text))
  const core = stripBrackets(normalise(name))
  if (!t || !core) return 0
  if (t === core) return 0.95
  // Chinese names end in their head noun: 女鞋 is a kind of 鞋, 蓝牙耳机 a kind of 耳机.
  if (t.endsWith(core)) return 0.6 + (0.3 * core.length) / t.length
  if (core.length >= 2 && t.includes(core)) return 0.55 + (0.25 * core.length) / t.length
  if (t.length >= 2 && core.includes(t)) return 0.4 + (0.3 * t.length) / core.length
  return 0.85 * dice(bigrams(t), bigrams(core))
}

/** How close a typed English name is to a standard (or heading) name, 0–1. */
export function scoreEn(text: string, name: string): number {
  const t = tokens(stripBrackets(normalise(text)))
  const c = tokens(coreEn(normalise(name)))
  if (t.length === 0 || c.length === 0) return 0
  if (t.join(' ') === c.join(' ')) return 0.95
  const set = new Set(t)
  const covered = c.filter((w) => set.has(w)).length
  // English names end in their head noun too: 'wireless headphones' are headphones.
  if (covered === c.length && t[t.length - 1] === c[c.length - 1]) return 0.6 + (0.3 * c.length) / t.length
  if (covered === c.length) return 0.5 + (0.2 * c.length) / t.length
  const union = new Set([...t, ...c]).size
  return 0.8 * (covered / union)
}

const ACCEPT = 0.6
const OTHER_CLASS = 0.7

const score = (han: boolean, text: string, e: StandardEntry) =>
  han ? scoreZh(text, e.nameZh) : scoreEn(text, e.nameEn)

function best(entries: readonly StandardEntry[], han: boolean, text: string) {
  let top: { e: StandardEntry; s: number } | null = null
  for (const e of entries) {
    const s = score(han, text, e)
    if (!top || s > top.s) top = { e, s }
  }
  return top
}

const classLabel = (classNo: string) => ({ zh: `第${classNo}类`, en: `class ${classNo}` })
const q = (zh: string, en: string) => ({ zh: `「${zh}」`, en: `“${en}”` })

function reject(
  kind: VerdictKind,
  text: string,
  han: boolean,
  zh: string,
  en: string,
  match?: StandardEntry,
) {
  return {
    verdict: 'rejected',
    kind,
    match: match ?? null,
    groupCode: null,
    nameZh: han ? text : '',
    nameEn: han ? '' : text,
    reason: { zh, en },
  } satisfies Verdict
}

const multiple = (text: string, han: boolean) =>
  reject(
    'multiple',
    text,
    han,
    '一项只能填写一个商品或服务，请分开逐项填写',
    'Enter one item at a time: split the list into separate items',
  )

/** Examines one custom name for a class of a filing in `region`. */
export function verifyGoodsName(classNo: string, name: string, region: RegistrationRegion): Verdict {
  const text = toHalfWidth(name).replace(/\s+/g, ' ').trim()
  const han = HAN.test(text)
  const cls = classLabel(classNo)
  if (!text) return reject('empty', text, han, '商品/服务名称不能为空', 'The goods or services name is empty')
  if (han ? text.length > MAX_ZH : text.length > MAX_EN) {
    const max = han ? MAX_ZH : MAX_EN
    return reject(
      'tooLong',
      text,
      han,
      `名称过长：最多${MAX_ZH}个字（英文${MAX_EN}个字符），请只写一个具体的商品或服务`,
      `The name is too long: at most ${max} characters; name one specific item`,
    )
  }
  if (text.includes(';')) return multiple(text, han)
  const bad = [...text].find((ch) => !ALLOWED.test(ch))
  if (bad) {
    return reject(
      'characters',
      text,
      han,
      `含有不允许的特殊字符「${bad}」：只能使用中英文、数字、空格和括号、逗号、连字符等常用标点`,
      `The name contains the special character “${bad}”: use letters, Chinese characters, digits, spaces and common punctuation (brackets, commas, hyphens) only`,
    )
  }

  const own = exactInClass(classNo, text)
  if (own) {
    return {
      verdict: 'accepted',
      kind: 'standard',
      match: own,
      groupCode: own.groupCode,
      nameZh: own.nameZh,
      nameEn: own.nameEn,
      reason: {
        zh: `规范名称，类似群 ${own.groupCode}，编号 ${own.code}`,
        en: `Standard item of group ${own.groupCode}, code ${own.code}`,
      },
    }
  }
  const elsewhere = exactAnywhere(text)[0]
  if (elsewhere) {
    const other = classLabel(elsewhere.classNo)
    return reject(
      'otherClass',
      text,
      han,
      `${q(elsewhere.nameZh, '').zh}属于${other.zh}（类似群 ${elsewhere.groupCode}），不属于${cls.zh}：请在${other.zh}申请`,
      `${q('', elsewhere.nameEn).en} belongs to ${other.en} (group ${elsewhere.groupCode}), not ${cls.en}: file it in ${other.en}`,
      elsewhere,
    )
  }

  if (region === 'mainland' && !han) {
    return reject(
      'language',
      text,
      han,
      '中国大陆商标申请须以中文填写商品/服务名称',
      'Mainland China applications must name goods and services in Chinese',
    )
  }
  if ((region === 'global' || region === 'madrid') && han) {
    return reject(
      'language',
      text,
      han,
      '国际及马德里商标申请须以英文填写商品/服务名称',
      'International and Madrid applications must name goods and services in English',
    )
  }

  const lower = text.toLowerCase()
  if (GENERIC.has(lower) || (han ? VAGUE_ZH.some((re) => re.test(text)) : VAGUE_EN.test(text))) {
    return reject(
      'vague',
      text,
      han,
      '名称不具体：不能使用“等”“其他”“相关”“所有”“系列”等概括性用语，请逐项写明具体商品或服务',
      'The name is vague: wording such as “etc.”, “other”, “related”, “all goods” or “various” is not accepted; name each item specifically',
    )
  }
  if (han && /[、,]/.test(text)) return multiple(text, han)

  const inClass = best(
    STANDARD.filter((e) => e.classNo === classNo),
    han,
    text,
  )
  const outside = best(
    STANDARD.filter((e) => e.classNo !== classNo),
    han,
    text,
  )
  if (inClass && inClass.s >= ACCEPT && !(outside && outside.s >= 0.9 && inClass.s < 0.75)) {
    const m = inClass.e
    return {
      verdict: 'accepted',
      kind: 'similar',
      match: m,
      groupCode: m.groupCode,
      nameZh: han ? text : '',
      nameEn: han ? '' : text,
      reason: {
        zh: `与规范名称「${m.nameZh}」相近，可作为非规范名称申报，归入类似群 ${m.groupCode}（${m.groupNameZh}），审查员将据此审查`,
        en: `Close to the standard item “${m.nameEn}”: it can be filed as a non-standard description in group ${m.groupCode} (${m.groupNameEn}), subject to examination`,
      },
    }
  }
  if (outside && outside.s >= OTHER_CLASS) {
    const m = outside.e
    const other = classLabel(m.classNo)
    return reject(
      'otherClass',
      text,
      han,
      `该名称更接近${other.zh}的「${m.nameZh}」（类似群 ${m.groupCode}），不属于${cls.zh}`,
      `This name is closer to “${m.nameEn}” in ${other.en} (group ${m.groupCode}) and does not belong to ${cls.en}`,
      m,
    )
  }
  // A name that reads like a group heading of the class (e.g. a kind of goods the group covers) is plausible.
  for (const g of NICE_GROUPS.get(classNo) ?? []) {
    const parts = (han ? g.nameZh : g.nameEn).split(/[，,、；;]|及|和| and /).filter((p) => p.trim())
    const s = Math.max(0, ...parts.map((p) => (han ? scoreZh(text, p) : scoreEn(text, p))))
    if (s >= ACCEPT) {
      return {
        verdict: 'accepted',
        kind: 'plausible',
        match: null,
        groupCode: g.code,
        nameZh: han ? text : '',
        nameEn: han ? '' : text,
        reason: {
          zh: `可作为非规范名称申报，按类似群 ${g.code}（${g.nameZh}）审查`,
          en: `Acceptable as a non-standard description, examined under group ${g.code} (${g.nameEn})`,
        },
      }
    }
  }
  return reject(
    'unknown',
    text,
    han,
    `无法在${cls.zh}中识别该名称：请选用规范名称，或写明商品的具体名称、用途或材料`,
    `This name cannot be classified in ${cls.en}: choose a standard item, or state the specific goods or service, its purpose or material`,
  )
}
