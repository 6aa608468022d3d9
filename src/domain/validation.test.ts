import { describe, it, expect } from 'vitest'
import {
  hasOnlyAllowedCharacters,
  isAlphanumeric,
  isChineseName,
  isContactPhone,
  isEmail,
  isEnglishText,
  isIdCard,
  isMobile,
  isPassport,
  isPassword,
  isQQ,
  isTelephone,
  isUscc,
  isZipCode,
  isForeignPostalCode,
  isInternationalPhone,
  parseApplicationNumbers,
  parseNiceClasses,
  parseRegistrationNumbers,
  parseViennaCodes,
  textWidth,
  toHalfWidth,
} from './validation'

describe('isMobile', () => {
  it.each(['13812345678', '15012345678', '17712345678', '18912345678'])('accepts %s', (v) => {
    expect(isMobile(v)).toBe(true)
  })
  it.each(['14712345678', '12345678901', '1381234567', '138123456789', '1381234567a', ''])(
    'rejects %s',
    (v) => {
      expect(isMobile(v)).toBe(false)
    },
  )
})

describe('isTelephone', () => {
  it.each(['010-12345678', '0755-1234567', '01012345678', '1234567', '123456789', '0571-123456789'])(
    'accepts %s',
    (v) => expect(isTelephone(v)).toBe(true),
  )
  it.each(['123456', '01-12345678', '010--12345678', '010-1234567890', '010 12345678', '-12345678'])(
    'rejects %s',
    (v) => expect(isTelephone(v)).toBe(false),
  )
})

describe('isContactPhone', () => {
  it('accepts a landline or a mobile and rejects anything else', () => {
    expect(isContactPhone('010-12345678')).toBe(true)
    expect(isContactPhone('13812345678')).toBe(true)
    expect(isContactPhone('abc')).toBe(false)
    expect(isContactPhone('123')).toBe(false)
  })
})

describe('isZipCode', () => {
  it('requires exactly six digits', () => {
    expect(isZipCode('100080')).toBe(true)
    expect(isZipCode('10008')).toBe(false)
    expect(isZipCode('1000800')).toBe(false)
    expect(isZipCode('10008a')).toBe(false)
  })
})

describe('isEmail', () => {
  it('accepts addresses with a dotted domain', () => {
    expect(isEmail('a.b@example.com')).toBe(true)
    expect(isEmail('x@mail.example.com.cn')).toBe(true)
  })
  it.each([
    'user@localhost',
    'user@',
    '@example.com',
    'a b@example.com',
    'a@b@c.com',
    'a@example.',
    'a@.com',
  ])('rejects %s', (v) => expect(isEmail(v)).toBe(false))
})

describe('isQQ', () => {
  it('accepts 5–13 digits without a leading zero (§5)', () => {
    expect(isQQ('10000')).toBe(true)
    expect(isQQ('12345678901')).toBe(true)
    expect(isQQ('123456789012')).toBe(true)
    expect(isQQ('1234567890123')).toBe(true)
    expect(isQQ('1234')).toBe(false)
    expect(isQQ('12345678901234')).toBe(false)
    expect(isQQ('01234')).toBe(false)
    expect(isQQ('0123456789012')).toBe(false)
  })
})

describe('isIdCard', () => {
  it('accepts 15 digits or 17 digits plus a digit or X', () => {
    expect(isIdCard('110101800101123')).toBe(true)
    expect(isIdCard('110101199003071234')).toBe(true)
    expect(isIdCard('11010119900307123X')).toBe(true)
    expect(isIdCard('11010119900307123x')).toBe(true)
  })
  it('rejects other lengths and characters', () => {
    expect(isIdCard('11010119900307123')).toBe(false)
    expect(isIdCard('1101011990030712345')).toBe(false)
    expect(isIdCard('11010119900307123Y')).toBe(false)
    expect(isIdCard('11010180010112X')).toBe(false)
  })
})

describe('isPassport', () => {
  it('accepts 5–17 letters and digits', () => {
    expect(isPassport('E12345678')).toBe(true)
    expect(isPassport('EA1234567')).toBe(true)
    expect(isPassport('A1234')).toBe(true)
    expect(isPassport('A1234567890123456')).toBe(true)
  })
  it('rejects short, long and punctuated values', () => {
    expect(isPassport('A123')).toBe(false)
    expect(isPassport('A12345678901234567')).toBe(false)
    expect(isPassport('E1234-5678')).toBe(false)
  })
})

describe('isUscc', () => {
  it('accepts codes in the GB 32100-2015 charset', () => {
    expect(isUscc('91350100M000100Y43')).toBe(true)
    // Starts with a character the legacy pattern does not allow, so only the GB 32100 pattern matches.
    expect(isUscc('N1110000MA01ABCD12')).toBe(true)
  })
  it('accepts legacy codes whose organisation-code part uses letters outside GB 32100', () => {
    // 'O' is excluded from the GB 32100 charset.
    expect(isUscc('91110000O00000000X')).toBe(true)
    expect(isUscc('9111000000000000SZ')).toBe(true)
  })
  it('rejects codes matching neither pattern', () => {
    expect(isUscc('N111000000000000SZ')).toBe(false) // legacy letters without a legacy prefix
    expect(isUscc('9111000000000000S')).toBe(false) // 17 characters
    expect(isUscc('911100000000000000Z')).toBe(false) // 19 characters
    expect(isUscc('91110000ma01abcd12')).toBe(false) // lower case
    expect(isUscc('9111A000MA01ABCD12')).toBe(false) // letter in the division code
  })
})

describe('isChineseName', () => {
  it('enterprise: needs a Chinese character and no whitespace', () => {
    expect(isChineseName('北京某某科技有限公司', 'enterprise')).toBe(true)
    expect(isChineseName('ABC（北京）有限公司', 'enterprise')).toBe(true)
    expect(isChineseName('ABC Ltd', 'enterprise')).toBe(false)
    expect(isChineseName('北京 某某公司', 'enterprise')).toBe(false)
    expect(isChineseName('北京\u3000某某公司', 'enterprise')).toBe(false)
  })
  it('individual: Chinese characters only, middle dots between parts', () => {
    expect(isChineseName('张三', 'individual')).toBe(true)
    expect(isChineseName('克里斯蒂亚诺·罗纳尔多', 'individual')).toBe(true)
    expect(isChineseName('张三A', 'individual')).toBe(false)
    expect(isChineseName('张 三', 'individual')).toBe(false)
    expect(isChineseName('·张三', 'individual')).toBe(false)
    expect(isChineseName('张三·', 'individual')).toBe(false)
    expect(isChineseName('', 'individual')).toBe(false)
  })
})

describe('isEnglishText', () => {
  it('accepts ASCII letters, digits, spaces and common punctuation', () => {
    expect(isEnglishText("O'Brien & Sons (UK) Ltd.")).toBe(true)
    expect(isEnglishText('Unit 5/6, #12-01 Main St-North')).toBe(true)
  })
  it('rejects Chinese, other symbols and text without letters', () => {
    expect(isEnglishText('北京 Company')).toBe(false)
    expect(isEnglishText('ACME@corp')).toBe(false)
    expect(isEnglishText('Café')).toBe(false)
    expect(isEnglishText('123 / 45')).toBe(false)
    expect(isEnglishText('')).toBe(false)
  })
})

describe('isAlphanumeric', () => {
  it('accepts letters and digits only', () => {
    expect(isAlphanumeric('abc123XYZ')).toBe(true)
    expect(isAlphanumeric('abc 123')).toBe(false)
    expect(isAlphanumeric('abc_123')).toBe(false)
    expect(isAlphanumeric('')).toBe(false)
  })
})

describe('hasOnlyAllowedCharacters', () => {
  it('accepts CJK, letters, digits, whitespace and +', () => {
    expect(hasOnlyAllowedCharacters('苹果 Apple 123+')).toBe(true)
    expect(hasOnlyAllowedCharacters('')).toBe(true)
  })
  it('rejects other punctuation', () => {
    expect(hasOnlyAllowedCharacters('苹果!')).toBe(false)
    expect(hasOnlyAllowedCharacters('a-b')).toBe(false)
    expect(hasOnlyAllowedCharacters('a<script>')).toBe(false)
  })
})

describe('isPassword', () => {
  it('needs 8 characters with a letter and a digit', () => {
    expect(isPassword('abcdefg1')).toBe(true)
    expect(isPassword('1234567A')).toBe(true)
    expect(isPassword('abcdef1')).toBe(false)
    expect(isPassword('abcdefgh')).toBe(false)
    expect(isPassword('12345678')).toBe(false)
  })
  it('allows letters and digits only (§5)', () => {
    expect(isPassword('abcd1234XYZ')).toBe(true)
    expect(isPassword('abcd123!')).toBe(false)
    expect(isPassword('abcd 1234')).toBe(false)
    expect(isPassword('abcd_1234')).toBe(false)
    expect(isPassword('密码abcd1234')).toBe(false)
    expect(isPassword('ａｂｃｄ１２３４')).toBe(false)
  })
})

describe('toHalfWidth', () => {
  it('converts full-width forms and the ideographic space', () => {
    expect(toHalfWidth('ＡＢＣ１２３！～')).toBe('ABC123!~')
    expect(toHalfWidth('a\u3000b；c')).toBe('a b;c')
  })
  it('leaves other characters alone', () => {
    expect(toHalfWidth('中文abc。')).toBe('中文abc。')
    // Just outside the converted range.
    expect(toHalfWidth('\uFF00\uFF5F')).toBe('\uFF00\uFF5F')
  })
})

describe('textWidth', () => {
  it('weights non-ASCII 2, capitals 1.3 and the rest 1', () => {
    expect(textWidth('ab1 ')).toBe(4)
    expect(textWidth('ABC')).toBe(3.9)
    expect(textWidth('中文')).toBe(4)
    expect(textWidth('中A1')).toBe(4.3)
    expect(textWidth('')).toBe(0)
  })
  it('counts an astral character once', () => {
    expect(textWidth('𠮷')).toBe(2)
  })
})

describe('parseNiceClasses', () => {
  it('pads to two digits, dedupes and keeps order', () => {
    expect(parseNiceClasses('3;12;03; 45 ')).toEqual({ ok: true, value: ['03', '12', '45'] })
  })
  it('accepts full-width separators and digits and ignores empty parts', () => {
    expect(parseNiceClasses('１；；9;')).toEqual({ ok: true, value: ['01', '09'] })
  })
  it('returns an empty list for empty input', () => {
    expect(parseNiceClasses('')).toEqual({ ok: true, value: [] })
    expect(parseNiceClasses(' ; ')).toEqual({ ok: true, value: [] })
  })
  it('rejects classes outside 1–45', () => {
    expect(parseNiceClasses('0')).toEqual({ ok: false, error: 'validation:niceRange' })
    expect(parseNiceClasses('46')).toEqual({ ok: false, error: 'validation:niceRange' })
  })
  it('rejects malformed parts', () => {
    for (const input of ['100', 'a', '3,5', '3.0', '-1']) {
      expect(parseNiceClasses(input)).toEqual({ ok: false, error: 'validation:niceFormat' })
    }
  })
})

describe('parseViennaCodes', () => {
  it('accepts two- and three-part codes', () => {
    expect(parseViennaCodes('4.1;26.4.2')).toEqual({ ok: true, value: ['4.1', '26.4.2'] })
  })
  it('normalises leading zeros and dedupes', () => {
    expect(parseViennaCodes('04.01;4.1；29.1.1')).toEqual({ ok: true, value: ['4.1', '29.1.1'] })
  })
  it('rejects bad categories and shapes', () => {
    for (const input of ['30.1', '0.1', '4', '4.1.2.3', '4.0', '4.', 'a.1', '4.123']) {
      expect(parseViennaCodes(input)).toEqual({ ok: false, error: 'validation:viennaFormat' })
    }
  })
  it('allows five codes and rejects six', () => {
    expect(parseViennaCodes('1.1;2.1;3.1;4.1;5.1')).toMatchObject({ ok: true })
    expect(parseViennaCodes('1.1;2.1;3.1;4.1;5.1;6.1')).toEqual({
      ok: false,
      error: 'validation:viennaTooMany',
    })
    // Duplicates do not count towards the limit.
    expect(parseViennaCodes('1.1;2.1;3.1;4.1;5.1;1.1')).toMatchObject({ ok: true })
  })
})

describe('parseApplicationNumbers', () => {
  it('accepts digits and G-prefixed international numbers', () => {
    expect(parseApplicationNumbers('12345678; G1234567；g765')).toEqual({
      ok: true,
      value: ['12345678', 'G1234567', 'G765'],
    })
    expect(parseApplicationNumbers('')).toEqual({ ok: true, value: [] })
  })
  it('rejects other shapes', () => {
    for (const input of ['G', 'A123', '123G', '12 34', '123-4']) {
      expect(parseApplicationNumbers(input)).toEqual({
        ok: false,
        error: 'validation:applicationNumberFormat',
      })
    }
  })
})

describe('parseRegistrationNumbers', () => {
  it('accepts digits only', () => {
    expect(parseRegistrationNumbers('123;456;123')).toEqual({ ok: true, value: ['123', '456'] })
    expect(parseRegistrationNumbers('')).toEqual({ ok: true, value: [] })
    expect(parseRegistrationNumbers('123;G456')).toEqual({
      ok: false,
      error: 'validation:registrationNumberFormat',
    })
  })
})

describe('isForeignPostalCode', () => {
  it('takes 3-10 letters, digits, spaces and hyphens, alphanumeric at both ends', () => {
    for (const code of ['SW1A 2AA', '10115', '94043-1351', 'K1A', '999077'])
      expect(isForeignPostalCode(code)).toBe(true)
    for (const code of ['12', ' 123', '123-', 'AB#12', '12345678901'])
      expect(isForeignPostalCode(code)).toBe(false)
  })
})

describe('isInternationalPhone', () => {
  it('starts with + or a digit, then digits, spaces, hyphens and brackets', () => {
    for (const phone of ['+44 20 7946 0958', '+1 (415) 555-0100', '0049301234567'])
      expect(isInternationalPhone(phone)).toBe(true)
    for (const phone of ['call me', '+12', '++44 20 7946 0958', '12345678901234567890123'])
      expect(isInternationalPhone(phone)).toBe(false)
  })
})
