import { hanSyllables } from './pinyin'
import type { Rng } from './prng'

// Characters Chinese brands are built from. Polyphonic characters whose reading depends on context (长, 行,
// 乐 ...) are left out so the pinyin of a name is never in doubt.
export const BRAND_CHARS =
  '华为美佳汇源科达星云瑞康盛欣泰恒鑫宏信德安通丰嘉禾润博创新锦晨晟悦睿凯宇森雅优腾远海蓝青金银龙凤鹏福天中汉然纳杉峰川尚品邦聚家茗味香坊轩阁溪林航智捷迅朗光辰曜晓雨巷鲸禅诺茶韵宝'
export const SUFFIX_WORDS = [
  '智能',
  '优选',
  '小镇',
  '之家',
  '工坊',
  '生活',
  '世家',
  '优品',
  '小厨',
  '茶坊',
  '印象',
  '时光',
]

/** Latin syllables with the characters Chinese registers transliterate them with. */
const ONSETS: readonly (readonly [string, string])[] = [
  ['NO', '诺'],
  ['VE', '维'],
  ['LO', '洛'],
  ['RA', '拉'],
  ['BRI', '布里'],
  ['ZE', '泽'],
  ['KA', '卡'],
  ['LU', '璐'],
  ['MI', '米'],
  ['SO', '索'],
  ['TE', '特'],
  ['DA', '达'],
  ['NI', '尼'],
  ['FI', '菲'],
  ['AU', '奥'],
  ['EL', '艾'],
  ['MO', '摩'],
  ['SE', '塞'],
  ['CO', '科'],
  ['AL', '阿'],
  ['PRI', '普瑞'],
  ['TRI', '特瑞'],
  ['GLO', '格洛'],
  ['VI', '维'],
]
const ENDINGS: readonly (readonly [string, string])[] = [
  ['VA', '瓦'],
  ['RA', '拉'],
  ['X', '克斯'],
  ['TEX', '泰克斯'],
  ['LINK', '林克'],
  ['ON', '昂'],
  ['IA', '娅'],
  ['LORA', '洛拉'],
  ['RIS', '瑞斯'],
  ['VEN', '文'],
  ['GEN', '根'],
  ['TECH', '泰克'],
  ['LY', '莉'],
  ['NA', '娜'],
  ['MAX', '麦克斯'],
  ['DO', '多'],
]
const WORDS = ['BRIGHT', 'CLOUD', 'MOON', 'STAR', 'BAY', 'FIR', 'WAVE', 'PEAK', 'SUN', 'BLUE', 'GREEN', 'JOY']
const WORD_TAILS = ['EX', 'LINK', 'BAY', 'LAND', 'WAY', 'ONE', 'FIELD', 'CRAFT', 'HUB', 'LEAF', 'MATE', 'GO']

export interface ChineseName {
  name: string
  pinyin: string
}

export interface LatinWord {
  en: string
  /** How a Chinese register would transliterate it. */
  zh: string
}

export interface NamePools {
  chinese: readonly ChineseName[]
  /** Pinyin brand words such as HUAXIN, written from `chinese`. */
  pinyinWords: readonly string[]
  /** Two-character names, which also make company and road names. */
  twoChar: readonly ChineseName[]
  english: readonly LatinWord[]
}

/** Tone-less, space-separated pinyin of a Chinese name, as the register stores it. */
export function pinyinOf(name: string): string {
  return hanSyllables(name).join(' ')
}

function chineseName(rng: Rng): string {
  const char = () => BRAND_CHARS[rng.int(0, BRAND_CHARS.length - 1)] as string
  const roll = rng.next()
  if (roll < 0.5) return char() + char()
  if (roll < 0.8) return char() + char() + char()
  return char() + char() + (rng.chance(0.5) ? rng.pick(SUFFIX_WORDS) : char() + char())
}

function latinWord(rng: Rng): LatinWord {
  if (rng.chance(0.3)) {
    const en = rng.pick(WORDS) + rng.pick(WORD_TAILS)
    return { en, zh: en }
  }
  const first = rng.pick(ONSETS)
  const middle = rng.chance(0.35) ? rng.pick(ONSETS) : undefined
  const last = rng.pick(ENDINGS)
  return {
    en: first[0] + (middle?.[0] ?? '') + last[0],
    zh: first[1] + (middle?.[1] ?? '') + last[1],
  }
}

/**
 * Distinct names the marks draw from. Pools keep names repeating across classes and owners, as in a real
 * register, and let the pinyin be computed once per name rather than once per mark.
 */
export function buildNamePools(rng: Rng, size: number): NamePools {
  const chinese = new Map<string, ChineseName>()
  for (let tries = 0; chinese.size < size && tries < size * 3; tries++) {
    const name = chineseName(rng)
    if (!chinese.has(name)) chinese.set(name, { name, pinyin: pinyinOf(name) })
  }
  const chineseList = [...chinese.values()]
  const twoChar = chineseList.filter((c) => c.name.length === 2)
  const pinyinWords = twoChar.map((c) => c.pinyin.replaceAll(' ', '').toUpperCase())
  const english = new Map<string, LatinWord>()
  for (let tries = 0; english.size < size / 2 && tries < size * 3; tries++) {
    const word = latinWord(rng)
    english.set(word.en, word)
  }
  return {
    chinese: chineseList,
    pinyinWords: [...new Set(pinyinWords)],
    twoChar,
    english: [...english.values()],
  }
}
