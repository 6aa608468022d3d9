/**
 * The Vienna Classification of the figurative elements of marks (WIPO), 8th edition (in force since
 * 1 January 2018; the 9th edition of 2023 kept the category and division structure used here).
 *
 * Completeness:
 * - categories: all 29, with the official English titles and the Chinese titles CNIPA uses;
 * - divisions: complete for categories 1, 24 and 26; for the other categories the divisions whose
 *   official wording could be stated with confidence (the classification has 140-odd divisions in all);
 * - sections: only a small, checked selection (the classification has about 1,700), chiefly those the
 *   mock register draws (mock-server/register/vienna.ts) and the full principal sections of 26.1.
 * Chinese division and section names follow the wording of CNIPA's 商标图形要素分类表 where known and are
 * otherwise close translations of the English title.
 * Each line below is `code|English title|Chinese title`; the level and parent follow from the code.
 */
export type ViennaLevel = 'category' | 'division' | 'section'

export interface ViennaEntry {
  /** '26', '26.4' or '26.4.2' (no leading zeros). */
  code: string
  level: ViennaLevel
  /** The enclosing category or division; null for a category. */
  parent: string | null
  nameZh: string
  nameEn: string
}

const TABLE = `
1|Celestial bodies, natural phenomena, geographical maps|天体、自然现象、地图
1.1|Stars, comets|星、彗星
1.1.1|Stars|星
1.1.2|One star|一颗星
1.1.3|Two stars|两颗星
1.1.4|Three stars|三颗星
1.1.5|More than three stars|三颗以上的星
1.1.15|Comets, stars with tail|彗星、带尾的星
1.3|Sun|太阳
1.3.1|Sun rising or setting|日出或日落
1.3.2|Other representations of the sun|太阳的其他表现形式
1.5|Earth, terrestrial globes, planets|地球、地球仪、行星
1.5.1|Terrestrial globes|地球仪
1.7|Moon|月亮
1.11|Constellations, groups of stars, starry sky, celestial globes, celestial maps|星座、星群、星空、天球仪、天体图
1.13|Armillary spheres, planetaria, astronomic orbits, atomic models, molecular models|浑天仪、天象仪、天体轨道、原子模型、分子模型
1.15|Natural phenomena|自然现象
1.15.15|Drops|水滴
1.17|Geographical maps, planispheres|地图、平面球形图
2|Human beings|人
2.1|Men|男人
2.3|Women|女人
2.5|Children|儿童
2.9|Parts of the human body, skeletons, skulls|人体的局部、骨骼、头骨
3|Animals|动物
3.1|Quadrupeds (Series I) (Carnivores)|四足动物（第一系列）（食肉动物）
3.1.1|Lions|狮子
3.7|Birds, bats|鸟、蝙蝠
3.9|Aquatic animals|水生动物
3.11|Reptiles, amphibians, snails, seals, sea lions|爬行动物、两栖动物、蜗牛、海豹、海狮
3.13|Insects, spiders, micro-organisms|昆虫、蜘蛛、微生物
4|Supernatural beings, monsters, fabulous animals|超自然的生物、神话和传说中的人物
4.1|Winged or horned personages|有翼或有角的人物
4.3|Fabulous animals|传说中的动物
5|Plants|植物
5.1|Trees, bushes|树、灌木
5.3|Leaves, needles, branches with leaves or needles|叶、针叶、带叶或针叶的树枝
5.3.2|One leaf|一片叶子
5.5|Flowers, blossoms|花、花序
5.5.20|Stylized flowers|图案化的花
5.7|Grain, seeds, fruits|谷物、种子、果实
5.9|Vegetables|蔬菜
6|Landscapes|风景
6.1|Mountain or rocky landscapes|山或岩石风景
6.3|Landscapes with water, rivers or streams|有水、江河或溪流的风景
6.6|Desert or tropical landscapes|沙漠或热带风景
6.7|Other landscapes|其他风景
7|Constructions, structures for advertisements, gates or barriers|建筑物、广告结构物、大门或栅栏
7.1|Dwellings, buildings, advertisement hoardings or pillars, cages or kennels for animals|住宅、建筑物、广告牌或广告柱、动物的笼或窝
7.3|Interiors|室内
8|Foodstuffs|食品
8.1|Bakers' products, pastry, confectionery, chocolate|焙烤食品、糕点、糖果、巧克力
8.3|Dairy products|乳制品
8.5|Meat, ham, sausages|肉、火腿、香肠
8.7|Other foodstuffs|其他食品
9|Textiles, clothing, sewing accessories, headwear, footwear|纺织品、服装、缝纫用品、帽子、鞋
9.3|Clothing|服装
9.7|Headwear|帽子
9.9|Footwear|鞋
10|Tobacco, smokers' requisites, matches, travel goods, fans, toilet articles|烟草、吸烟用具、火柴、旅行用品、扇子、梳妆用品
10.1|Tobacco, smokers' requisites, matches|烟草、吸烟用具、火柴
10.3|Travel goods, fans|旅行用品、扇子
11|Household utensils|家用器具
11.1|Knives, forks and spoons|刀、叉和匙
12|Furniture, sanitary installations|家具、卫生设备
12.1|Furniture|家具
12.3|Sanitary installations|卫生设备
13|Lighting, wireless valves, heating, cooking or refrigerating equipment, washing machines, drying equipment|照明、无线电电子管、加热、烹调或冷藏设备、洗衣机、干燥设备
13.1|Lighting, wireless valves|照明、无线电电子管
13.3|Heating, cooking or refrigerating equipment, washing machines, drying equipment|加热、烹调或冷藏设备、洗衣机、干燥设备
14|Ironmongery, tools, ladders|五金器具、工具、梯子
14.7|Tools|工具
15|Machinery, motors, engines|机械、马达、发动机
15.1|Machines for industry or agriculture, industrial installations, motors, engines|工业或农业用机器、工业设施、马达、发动机
16|Telecommunications, sound recording or reproduction, computers, photography, cinematography, optics|电信、录音或放音、计算机、摄影、电影摄影、光学
16.1|Telecommunications, sound recording or reproduction, computers|电信、录音或放音、计算机
16.3|Photography, cinematography, optics|摄影、电影摄影、光学
17|Horological instruments, jewelry, weights and measures|钟表、首饰、度量衡器具
17.1|Horological instruments|钟表
17.2|Jewelry|首饰
18|Transport, equipment for animals|运输工具、动物用具
18.1|Land vehicles|陆地车辆
18.3|Boats|船
19|Containers and packing, representations of miscellaneous products|容器和包装、各种产品的表现形式
19.1|Large containers|大型容器
19.7|Bottles, flasks|瓶、细颈瓶
20|Writing, drawing or painting materials, office requisites, stationery and booksellers' goods|书写、绘画用具、办公用品、文具和书商用品
20.1|Writing, drawing or painting materials|书写、绘画用具
20.7|Books, bookbindings, newspapers|书籍、书籍装订、报纸
21|Games, toys, sporting articles, roundabouts|游戏、玩具、运动用品、旋转木马
21.1|Games, toys|游戏、玩具
21.3|Sporting articles|运动用品
22|Musical instruments and their accessories, music accessories, bells, pictures, sculptures|乐器及其附件、音乐用品、钟、图画、雕塑
22.1|Musical instruments and their accessories|乐器及其附件
22.3|Bells|钟
22.5|Pictures, sculptures|图画、雕塑
23|Arms, ammunition, armour|武器、弹药、盔甲
23.1|Arms, ammunition|武器、弹药
23.5|Armour|盔甲
24|Heraldry, coins, emblems, symbols|纹章、硬币、徽章、标志
24.1|Shields|盾
24.1.1|Shields containing neither a figurative element nor an inscription|不含图形要素或文字的盾
24.1.23|Several shields|几个盾
24.1.25|Shields of unusual shape|不规则形状的盾
24.3|Seals, stamps|印章、图章
24.3.1|Seals or stamps|印章或图章
24.5|Medals, coins, decorations, orders|奖章、硬币、勋章、勋位
24.7|Flags|旗
24.9|Crowns, diadems|王冠、冠冕
24.11|Emblems, insignia|徽章、标记
24.13|Crosses|十字
24.15|Arrows|箭头
24.17|Signs, notations, symbols|符号、记号、标志
25|Ornamental motifs, surfaces or backgrounds with ornaments|装饰图案、带有装饰的平面或背景
25.1|Labels, collars|标签、瓶颈标签
26|Geometrical figures and solids|几何图形和立体
26.1|Circles, ellipses|圆、椭圆
26.1.1|Circles|圆
26.1.2|Ellipses|椭圆
26.1.4|Two circles, two ellipses, one inside the other|两个圆或两个椭圆，一个在另一个之内
26.1.5|More than two circles or ellipses, inside one another, spirals|两个以上的圆或椭圆，相套、螺旋形
26.1.6|Several circles or ellipses, juxtaposed, tangential or intersecting|几个圆或椭圆，并列、相切或相交
26.1.7|Circles containing one or more ellipses|含一个或多个椭圆的圆
26.1.8|Circles containing one or more polygons (except 26.1.10 and 26.1.11)|含一个或多个多边形的圆（26.1.10和26.1.11除外）
26.1.9|Ellipses containing one or more circles or polygons (except 26.1.10 and 26.1.11)|含一个或多个圆或多边形的椭圆（26.1.10和26.1.11除外）
26.1.10|Circles or ellipses containing one or more triangles or lines forming an angle|含一个或多个三角形或成角线条的圆或椭圆
26.1.11|Circles or ellipses containing one or more quadrilaterals|含一个或多个四边形的圆或椭圆
26.1.12|Circles or ellipses containing one or more other geometrical figures|含一个或多个其他几何图形的圆或椭圆
26.2|Segments or sectors of circles or ellipses|圆或椭圆的弓形或扇形
26.3|Triangles, lines forming an angle|三角形、成角线条
26.3.1|Triangles|三角形
26.4|Quadrilaterals|四边形
26.4.1|Squares|正方形
26.4.2|Rectangles|长方形
26.5|Other polygons|其他多边形
26.7|Different geometrical figures, juxtaposed, joined or intersecting|不同的几何图形，并列、连接或相交
26.11|Lines, bands|线条、带
26.13|Other geometrical figures, indefinable designs|其他几何图形、不能确定的图案
26.15|Geometrical solids|几何立体
27|Forms of writing, numerals|书写形式、数字
27.5|Letters presenting a special form of writing|特殊书写形式的字母
27.5.1|Letters presenting a special form of writing|特殊书写形式的字母
27.7|Numerals presenting a special form of writing|特殊书写形式的数字
27.7.1|Numerals presenting a special form of writing|特殊书写形式的数字
28|Inscriptions in various characters|不同字体的铭文
28.1|Inscriptions in Arabic characters|阿拉伯文字的铭文
28.3|Inscriptions in Chinese, Japanese or Korean characters|中文、日文或朝鲜文的铭文
28.5|Inscriptions in Cyrillic characters|西里尔文字的铭文
29|Colors|颜色
29.1|Colors|颜色
29.1.1|Red, pink, orange|红色、粉红色、橙色
29.1.2|Yellow, gold|黄色、金色
29.1.3|Green|绿色
29.1.4|Blue|蓝色
29.1.5|Violet|紫色
29.1.6|White, grey, silver|白色、灰色、银色
29.1.7|Brown|棕色
29.1.8|Black|黑色
`

const levelOf = (code: string): ViennaLevel =>
  (['category', 'division', 'section'] as const)[code.split('.').length - 1] ?? 'section'

const parentOf = (code: string): string | null => {
  const cut = code.lastIndexOf('.')
  return cut < 0 ? null : code.slice(0, cut)
}

/** Orders codes part by part, numerically: 1.3 < 1.11 < 2. */
export function compareViennaCodes(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1)
    if (d !== 0) return d
  }
  return 0
}

/** Every entry, in classification order. */
export const VIENNA: readonly ViennaEntry[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [code = '', nameEn = '', nameZh = ''] = line.split('|')
    return { code, level: levelOf(code), parent: parentOf(code), nameZh, nameEn }
  })
  .sort((a, b) => compareViennaCodes(a.code, b.code))

const BY_CODE = new Map(VIENNA.map((e) => [e.code, e]))
const CHILDREN = new Map<string | null, ViennaEntry[]>()
for (const entry of VIENNA) {
  const list = CHILDREN.get(entry.parent) ?? []
  list.push(entry)
  CHILDREN.set(entry.parent, list)
}

/** Accepts '26.04.02' as well as '26.4.2'. */
export const normalizeViennaCode = (code: string): string =>
  code
    .trim()
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part)) : part))
    .join('.')

/** The entry with this code, or undefined. */
export function viennaByCode(code: string): ViennaEntry | undefined {
  return BY_CODE.get(normalizeViennaCode(code))
}

/** The divisions of a category or the sections of a division; the categories when `code` is null/empty. */
export function viennaChildren(code?: string | null): readonly ViennaEntry[] {
  return CHILDREN.get(code ? normalizeViennaCode(code) : null) ?? []
}

/**
 * Entries whose title (in `lang`) contains the keyword, case-insensitive; a keyword shaped like a code
 * also matches that code and the codes under it. An empty keyword matches nothing.
 */
export function searchVienna(keyword: string, lang: 'zh' | 'en'): ViennaEntry[] {
  const k = keyword.trim().toLowerCase()
  if (!k) return []
  const code = /^\d+(\.\d+){0,2}$/.test(k) ? normalizeViennaCode(k) : null
  return VIENNA.filter(
    (e) =>
      (code !== null && (e.code === code || e.code.startsWith(`${code}.`))) ||
      (lang === 'zh' ? e.nameZh : e.nameEn).toLowerCase().includes(k),
  )
}
