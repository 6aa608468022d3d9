/**
 * Well-known brands the mock register holds beside its generated marks (issue 11 §5), so that a search for
 * 华为, APPLE or 茅台 finds the mark a professional expects, owned by the company that really owns it. Each
 * brand is filed in China under its Chinese and its Latin word, one mark per class (as CNIPA registers them).
 * The owners' names and seats are public facts; the numbers and dates of the marks are generated.
 *
 * The same table is the mock's small zh ↔ en brand-word dictionary: a search for 苹果 also finds APPLE.
 */

export interface BrandOwner {
  nameZh: string
  nameEn: string
  addressZh: string
  addressEn: string
  /** Alpha-2 code of the owner's seat. */
  country: string
}

// key → 'nameZh|nameEn|country|addressZh|addressEn'
const OWNERS: Readonly<Record<string, string>> = {
  huawei:
    '华为技术有限公司|Huawei Technologies Co., Ltd.|CN|广东省深圳市龙岗区坂田华为总部办公楼|Huawei Administration Building, Bantian, Longgang District, Shenzhen, Guangdong',
  honor:
    '荣耀终端有限公司|Honor Device Co., Ltd.|CN|广东省深圳市福田区香蜜湖街道东海社区红荔西路8089号|No. 8089 Hongli West Road, Futian District, Shenzhen, Guangdong',
  apple:
    '苹果公司|Apple Inc.|US|美国加利福尼亚州库比蒂诺市苹果园区路1号|One Apple Park Way, Cupertino, California 95014, United States',
  xiaomi:
    '小米科技有限责任公司|Xiaomi Inc.|CN|北京市海淀区西二旗中路33号院6号楼8层018号|Room 018, Floor 8, Building 6, Yard 33, Middle Xierqi Road, Haidian District, Beijing',
  lenovo:
    '联想（北京）有限公司|Lenovo (Beijing) Limited|CN|北京市海淀区上地西路6号|No. 6 Shangdi West Road, Haidian District, Beijing',
  nike: '耐克创新有限合伙公司|Nike Innovate C.V.|US|美国俄勒冈州比弗顿市鲍尔曼路1号|One Bowerman Drive, Beaverton, Oregon 97005, United States',
  tencent:
    '深圳市腾讯计算机系统有限公司|Shenzhen Tencent Computer Systems Co., Ltd.|CN|广东省深圳市南山区粤海街道科技中一路腾讯大厦35层|35/F Tencent Building, Kejizhongyi Road, Nanshan District, Shenzhen, Guangdong',
  alibaba:
    '阿里巴巴（中国）有限公司|Alibaba (China) Co., Ltd.|CN|浙江省杭州市余杭区文一西路969号|No. 969 Wenyi West Road, Yuhang District, Hangzhou, Zhejiang',
  alipay:
    '支付宝（杭州）信息技术有限公司|Alipay (Hangzhou) Information Technology Co., Ltd.|CN|浙江省杭州市西湖区西溪路556号|No. 556 Xixi Road, Xihu District, Hangzhou, Zhejiang',
  baidu:
    '北京百度网讯科技有限公司|Beijing Baidu Netcom Science and Technology Co., Ltd.|CN|北京市海淀区上地十街10号百度大厦|Baidu Campus, No. 10 Shangdi 10th Street, Haidian District, Beijing',
  jd: '北京京东三百六十度电子商务有限公司|Beijing Jingdong 360 Degree E-commerce Co., Ltd.|CN|北京市北京经济技术开发区科创十一街18号|No. 18 Kechuang 11th Street, Beijing Economic-Technological Development Area, Beijing',
  meituan:
    '北京三快科技有限公司|Beijing Sankuai Technology Co., Ltd.|CN|北京市海淀区北四环西路9号|No. 9 North 4th Ring West Road, Haidian District, Beijing',
  bytedance:
    '北京字节跳动科技有限公司|Beijing ByteDance Technology Co., Ltd.|CN|北京市海淀区北三环西路甲18号|No. 18A North 3rd Ring West Road, Haidian District, Beijing',
  dji: '深圳市大疆创新科技有限公司|SZ DJI Technology Co., Ltd.|CN|广东省深圳市南山区高新南四道18号|No. 18 Gaoxin South 4th Road, Nanshan District, Shenzhen, Guangdong',
  gree: '珠海格力电器股份有限公司|Gree Electric Appliances, Inc. of Zhuhai|CN|广东省珠海市香洲区前山金鸡西路|Jinji West Road, Qianshan, Xiangzhou District, Zhuhai, Guangdong',
  midea:
    '美的集团股份有限公司|Midea Group Co., Ltd.|CN|广东省佛山市顺德区北滘镇美的大道6号|No. 6 Midea Avenue, Beijiao, Shunde District, Foshan, Guangdong',
  haier:
    '海尔集团公司|Haier Group Corporation|CN|山东省青岛市崂山区海尔路1号海尔工业园|Haier Industrial Park, No. 1 Haier Road, Laoshan District, Qingdao, Shandong',
  hisense:
    '海信集团控股股份有限公司|Hisense Group Holdings Co., Ltd.|CN|山东省青岛市市南区东海西路17号|No. 17 Donghai West Road, Shinan District, Qingdao, Shandong',
  moutai:
    '中国贵州茅台酒厂（集团）有限责任公司|China Kweichow Moutai Distillery (Group) Co., Ltd.|CN|贵州省仁怀市茅台镇|Maotai Town, Renhuai, Guizhou',
  wuliangye:
    '宜宾五粮液股份有限公司|Yibin Wuliangye Co., Ltd.|CN|四川省宜宾市翠屏区岷江西路150号|No. 150 Minjiang West Road, Cuiping District, Yibin, Sichuan',
  tsingtao:
    '青岛啤酒股份有限公司|Tsingtao Brewery Co., Ltd.|CN|山东省青岛市市北区登州路56号|No. 56 Dengzhou Road, Shibei District, Qingdao, Shandong',
  coca: '可口可乐公司|The Coca-Cola Company|US|美国佐治亚州亚特兰大市可口可乐广场1号|One Coca-Cola Plaza, Atlanta, Georgia 30313, United States',
  pepsico:
    '百事公司|PepsiCo, Inc.|US|美国纽约州帕切斯市安德森山路700号|700 Anderson Hill Road, Purchase, New York 10577, United States',
  starbucks:
    '星巴克公司|Starbucks Corporation|US|美国华盛顿州西雅图市犹他大道南2401号|2401 Utah Avenue South, Seattle, Washington 98134, United States',
  mcdonalds:
    '麦当劳公司|McDonald’s Corporation|US|美国伊利诺伊州芝加哥市北卡彭特街110号|110 North Carpenter Street, Chicago, Illinois 60607, United States',
  kfc: '肯德基国际控股有限责任公司|KFC International Holdings, LLC|US|美国肯塔基州路易斯维尔市加德纳巷1441号|1441 Gardiner Lane, Louisville, Kentucky 40213, United States',
  bmw: '宝马股份公司|Bayerische Motoren Werke Aktiengesellschaft|DE|德国慕尼黑市佩图尔环路130号|Petuelring 130, 80809 München, Germany',
  mercedes:
    '梅赛德斯-奔驰集团股份公司|Mercedes-Benz Group AG|DE|德国斯图加特市梅赛德斯大街120号|Mercedesstraße 120, 70372 Stuttgart, Germany',
  volkswagen:
    '大众汽车股份公司|Volkswagen AG|DE|德国沃尔夫斯堡市柏林环路2号|Berliner Ring 2, 38440 Wolfsburg, Germany',
  adidas:
    '阿迪达斯有限公司|adidas AG|DE|德国黑措根奥拉赫市阿迪·达斯勒大街1号|Adi-Dassler-Strasse 1, 91074 Herzogenaurach, Germany',
  puma: '彪马欧洲公司|PUMA SE|DE|德国黑措根奥拉赫市彪马路1号|PUMA Way 1, 91074 Herzogenaurach, Germany',
  toyota:
    '丰田自动车株式会社|Toyota Jidosha Kabushiki Kaisha|JP|日本爱知县丰田市丰田町1番地|1 Toyota-cho, Toyota-shi, Aichi-ken, Japan',
  honda:
    '本田技研工业株式会社|Honda Motor Co., Ltd.|JP|日本东京都港区南青山二丁目1番1号|1-1 Minami-Aoyama 2-chome, Minato-ku, Tokyo, Japan',
  sony: '索尼集团公司|Sony Group Corporation|JP|日本东京都港区港南1-7-1|1-7-1 Konan, Minato-ku, Tokyo, Japan',
  canon:
    '佳能株式会社|Canon Kabushiki Kaisha|JP|日本东京都大田区下丸子3-30-2|30-2 Shimomaruko 3-chome, Ohta-ku, Tokyo, Japan',
  panasonic:
    '松下控股株式会社|Panasonic Holdings Corporation|JP|日本大阪府门真市大字门真1006番地|1006 Oaza Kadoma, Kadoma-shi, Osaka, Japan',
  samsung:
    '三星电子株式会社|Samsung Electronics Co., Ltd.|KR|韩国京畿道水原市灵通区三星路129号|129 Samsung-ro, Yeongtong-gu, Suwon-si, Gyeonggi-do, Republic of Korea',
  microsoft:
    '微软公司|Microsoft Corporation|US|美国华盛顿州雷德蒙德市微软路1号|One Microsoft Way, Redmond, Washington 98052, United States',
  google:
    '谷歌有限责任公司|Google LLC|US|美国加利福尼亚州山景城圆形剧场大道1600号|1600 Amphitheatre Parkway, Mountain View, California 94043, United States',
  amazon:
    '亚马逊技术公司|Amazon Technologies, Inc.|US|美国华盛顿州西雅图市特里大道北410号|410 Terry Avenue North, Seattle, Washington 98109, United States',
  disney:
    '迪士尼企业公司|Disney Enterprises, Inc.|US|美国加利福尼亚州伯班克市南布埃纳维斯塔街500号|500 South Buena Vista Street, Burbank, California 91521, United States',
  tesla:
    '特斯拉公司|Tesla, Inc.|US|美国得克萨斯州奥斯汀市特斯拉路1号|1 Tesla Road, Austin, Texas 78725, United States',
  oreo: '洲际大品牌有限责任公司|Intercontinental Great Brands LLC|US|美国新泽西州东汉诺威市德福雷斯特大道100号|100 Deforest Avenue, East Hanover, New Jersey 07936, United States',
  nestle:
    '雀巢产品有限公司|Société des Produits Nestlé S.A.|CH|瑞士沃韦市雀巢大街55号|Avenue Nestlé 55, 1800 Vevey, Switzerland',
  chanel:
    '香奈儿股份有限公司|Chanel SARL|CH|瑞士格拉鲁斯市城堡街26号|Burgstrasse 26, 8750 Glarus, Switzerland',
  vuitton:
    '路易威登马利蒂|Louis Vuitton Malletier|FR|法国巴黎市新桥街2号|2 rue du Pont-Neuf, 75001 Paris, France',
  byd: '比亚迪股份有限公司|BYD Company Limited|CN|广东省深圳市坪山区比亚迪路3009号|No. 3009 BYD Road, Pingshan District, Shenzhen, Guangdong',
  geely:
    '浙江吉利控股集团有限公司|Zhejiang Geely Holding Group Co., Ltd.|CN|浙江省杭州市滨江区江陵路1760号|No. 1760 Jiangling Road, Binjiang District, Hangzhou, Zhejiang',
  nio: '上海蔚来汽车有限公司|Shanghai NIO Automobile Co., Ltd.|CN|上海市嘉定区安驰路569号|No. 569 Anchi Road, Jiading District, Shanghai',
  gwm: '长城汽车股份有限公司|Great Wall Motor Company Limited|CN|河北省保定市朝阳南大街2266号|No. 2266 Chaoyang South Street, Baoding, Hebei',
  zte: '中兴通讯股份有限公司|ZTE Corporation|CN|广东省深圳市南山区科技南路中兴通讯大厦|ZTE Plaza, Keji South Road, Nanshan District, Shenzhen, Guangdong',
  oppo: '广东欧珀移动通信有限公司|Guangdong Oppo Mobile Telecommunications Corp., Ltd.|CN|广东省东莞市长安镇乌沙海滨路18号|No. 18 Haibin Road, Wusha, Chang’an, Dongguan, Guangdong',
  vivo: '维沃移动通信有限公司|Vivo Mobile Communication Co., Ltd.|CN|广东省东莞市长安镇维沃路1号|No. 1 Vivo Road, Chang’an, Dongguan, Guangdong',
  nongfu:
    '农夫山泉股份有限公司|Nongfu Spring Co., Ltd.|CN|浙江省杭州市西湖区葛衙庄181号|No. 181 Geyazhuang, Xihu District, Hangzhou, Zhejiang',
  wahaha:
    '杭州娃哈哈集团有限公司|Hangzhou Wahaha Group Co., Ltd.|CN|浙江省杭州市上城区清泰街160号|No. 160 Qingtai Street, Shangcheng District, Hangzhou, Zhejiang',
  yili: '内蒙古伊利实业集团股份有限公司|Inner Mongolia Yili Industrial Group Co., Ltd.|CN|内蒙古自治区呼和浩特市金山开发区金山大道1号|No. 1 Jinshan Avenue, Jinshan Development Zone, Hohhot, Inner Mongolia',
  mengniu:
    '内蒙古蒙牛乳业（集团）股份有限公司|Inner Mongolia Mengniu Dairy (Group) Co., Ltd.|CN|内蒙古自治区呼和浩特市和林格尔县盛乐经济园区|Shengle Economic Park, Horinger County, Hohhot, Inner Mongolia',
  anta: '安踏（中国）有限公司|Anta (China) Co., Ltd.|CN|福建省晋江市池店镇东山工业区|Dongshan Industrial Zone, Chidian, Jinjiang, Fujian',
  lining:
    '李宁（中国）体育用品有限公司|Li Ning (China) Sports Goods Co., Ltd.|CN|北京市北京经济技术开发区兴光四街8号|No. 8 Xingguang 4th Street, Beijing Economic-Technological Development Area, Beijing',
  tongrentang:
    '中国北京同仁堂（集团）有限责任公司|China Beijing Tong Ren Tang Group Co., Ltd.|CN|北京市东城区东兴隆街52号|No. 52 Dongxinglong Street, Dongcheng District, Beijing',
  baiyao:
    '云南白药集团股份有限公司|Yunnan Baiyao Group Co., Ltd.|CN|云南省昆明市呈贡区云南白药街3686号|No. 3686 Yunnan Baiyao Street, Chenggong District, Kunming, Yunnan',
  laoganma:
    '贵州老干妈食品有限公司|Guizhou Laoganma Food Co., Ltd.|CN|贵州省贵阳市南明区龙洞堡见龙洞路138号|No. 138 Jianlongdong Road, Longdongbao, Nanming District, Guiyang, Guizhou',
  gpc: '广州医药集团有限公司|Guangzhou Pharmaceutical Holdings Limited|CN|广东省广州市荔湾区沙面北街45号|No. 45 Shamian North Street, Liwan District, Guangzhou, Guangdong',
  tingyi:
    '天津顶益食品有限公司|Tianjin Tingyi Foods Co., Ltd.|CN|天津市西青区经济开发区大寺镇|Dasi Town, Xiqing Economic Development Area, Tianjin',
  pingan:
    '中国平安保险（集团）股份有限公司|Ping An Insurance (Group) Company of China, Ltd.|CN|广东省深圳市福田区益田路5033号平安金融中心|Ping An Finance Center, No. 5033 Yitian Road, Futian District, Shenzhen, Guangdong',
  cmb: '招商银行股份有限公司|China Merchants Bank Co., Ltd.|CN|广东省深圳市福田区深南大道7088号|No. 7088 Shennan Boulevard, Futian District, Shenzhen, Guangdong',
  lego: '乐高公司|LEGO Juris A/S|DK|丹麦比隆市科灵路2号|Koldingvej 2, 7190 Billund, Denmark',
  ikea: '英特宜家系统有限公司|Inter IKEA Systems B.V.|NL|荷兰代尔夫特市奥洛夫·帕尔梅街1号|Olof Palmestraat 1, 2616 LN Delft, Netherlands',
  philips:
    '皇家飞利浦有限公司|Koninklijke Philips N.V.|NL|荷兰埃因霍温市高科技园区52号|High Tech Campus 52, 5656 AG Eindhoven, Netherlands',
  chowtaifook:
    '周大福珠宝金行有限公司|Chow Tai Fook Jewellery Company Limited|HK|香港中环皇后大道中16-18号新世界大厦|New World Tower, 16-18 Queen’s Road Central, Central, Hong Kong',
  heytea:
    '深圳美西西餐饮管理有限公司|Shenzhen Meixixi Catering Management Co., Ltd.|CN|广东省深圳市南山区粤海街道科技园|Science Park, Yuehai, Nanshan District, Shenzhen, Guangdong',
  luckin:
    '瑞幸咖啡（中国）有限公司|Luckin Coffee (China) Co., Ltd.|CN|福建省厦门市思明区环岛东路1800号|No. 1800 Huandao East Road, Siming District, Xiamen, Fujian',
  quanjude:
    '中国全聚德（集团）股份有限公司|China Quanjude (Group) Co., Ltd.|CN|北京市西城区前门西河沿217号|No. 217 Qianmen Xiheyan, Xicheng District, Beijing',
  jahwa:
    '上海家化联合股份有限公司|Shanghai Jahwa United Co., Ltd.|CN|上海市虹口区保定路527号|No. 527 Baoding Road, Hongkou District, Shanghai',
  warrior:
    '上海回力鞋业有限公司|Shanghai Warrior Shoes Co., Ltd.|CN|上海市黄浦区淮海中路755号|No. 755 Middle Huaihai Road, Huangpu District, Shanghai',
  xdf: '新东方教育科技集团有限公司|New Oriental Education & Technology Group Inc.|CN|北京市海淀区海淀东三街2号|No. 2 Haidian East 3rd Street, Haidian District, Beijing',
  sf: '顺丰控股股份有限公司|S.F. Holding Co., Ltd.|CN|广东省深圳市宝安区福永街道凤凰路|Fenghuang Road, Fuyong, Bao’an District, Shenzhen, Guangdong',
  ctrip:
    '携程计算机技术（上海）有限公司|Ctrip.com (Shanghai) Computer Technology Co., Ltd.|CN|上海市长宁区金钟路968号|No. 968 Jinzhong Road, Changning District, Shanghai',
  pdd: '上海寻梦信息技术有限公司|Shanghai Xunmeng Information Technology Co., Ltd.|CN|上海市长宁区娄山关路533号|No. 533 Loushanguan Road, Changning District, Shanghai',
  bilibili:
    '上海宽娱数码科技有限公司|Shanghai Kuanyu Digital Technology Co., Ltd.|CN|上海市杨浦区政立路485号|No. 485 Zhengli Road, Yangpu District, Shanghai',
}

// 'zh|Latin word|classes|owner key': the Chinese and Latin words a brand is known by, and its main classes.
const BRANDS: readonly string[] = [
  '华为|HUAWEI|09,38,42,35|huawei',
  '荣耀|HONOR|09,38|honor',
  '苹果|APPLE|09,42,35|apple',
  '小米|XIAOMI|09,07,11,35|xiaomi',
  '联想|LENOVO|09,42|lenovo',
  '耐克|NIKE|25,18,28|nike',
  '腾讯|TENCENT|09,38,41,42|tencent',
  '微信|WECHAT|09,38,42|tencent',
  '阿里巴巴|ALIBABA|35,42,09|alibaba',
  '淘宝|TAOBAO|35,42|alibaba',
  '支付宝|ALIPAY|36,09,42|alipay',
  '百度|BAIDU|09,35,38,42|baidu',
  '京东|JD|35,39,09|jd',
  '美团|MEITUAN|35,39,43|meituan',
  '抖音|DOUYIN|09,38,41|bytedance',
  '字节跳动|BYTEDANCE|09,42|bytedance',
  '大疆|DJI|09,12,28|dji',
  '格力|GREE|11,07,09|gree',
  '美的|MIDEA|11,07,21|midea',
  '海尔|HAIER|11,07,09|haier',
  '海信|HISENSE|09,11|hisense',
  '茅台|MOUTAI|33|moutai',
  '五粮液|WULIANGYE|33|wuliangye',
  '青岛啤酒|TSINGTAO|32|tsingtao',
  '可口可乐|COCA-COLA|32,30|coca',
  '百事|PEPSI|32|pepsico',
  '星巴克|STARBUCKS|43,30,21|starbucks',
  '麦当劳|MCDONALD’S|43,29,30|mcdonalds',
  '肯德基|KFC|43,29|kfc',
  '宝马|BMW|12,37|bmw',
  '奔驰|MERCEDES-BENZ|12|mercedes',
  '大众|VOLKSWAGEN|12|volkswagen',
  '阿迪达斯|ADIDAS|25,28|adidas',
  '彪马|PUMA|25|puma',
  '丰田|TOYOTA|12|toyota',
  '本田|HONDA|12|honda',
  '索尼|SONY|09|sony',
  '佳能|CANON|09|canon',
  '松下|PANASONIC|09,11|panasonic',
  '三星|SAMSUNG|09,11|samsung',
  '微软|MICROSOFT|09,42|microsoft',
  '谷歌|GOOGLE|09,42,35|google',
  '亚马逊|AMAZON|35,39,42|amazon',
  '迪士尼|DISNEY|41,28,09|disney',
  '特斯拉|TESLA|12,09|tesla',
  '奥利奥|OREO|30|oreo',
  '雀巢|NESTLE|30,29,32|nestle',
  '香奈儿|CHANEL|03,14,25|chanel',
  '路易威登|LOUIS VUITTON|18,25|vuitton',
  '比亚迪|BYD|12,09|byd',
  '吉利|GEELY|12|geely',
  '蔚来|NIO|12|nio',
  '长城|GREAT WALL|12|gwm',
  '中兴|ZTE|09,38|zte',
  '欧珀|OPPO|09|oppo',
  '维沃|VIVO|09|vivo',
  '农夫山泉|NONGFU SPRING|32|nongfu',
  '娃哈哈|WAHAHA|32,29|wahaha',
  '伊利|YILI|29,32|yili',
  '蒙牛|MENGNIU|29,32|mengniu',
  '安踏|ANTA|25,28|anta',
  '李宁|LI-NING|25,28|lining',
  '同仁堂|TONGRENTANG|05,30|tongrentang',
  '云南白药|YUNNAN BAIYAO|05,03|baiyao',
  '老干妈|LAOGANMA|30|laoganma',
  '王老吉|WONG LO KAT|32|gpc',
  '康师傅|MASTER KONG|30,29,32|tingyi',
  '中国平安|PING AN|36|pingan',
  '招商银行|CHINA MERCHANTS BANK|36|cmb',
  '乐高|LEGO|28|lego',
  '宜家|IKEA|20,21,35|ikea',
  '飞利浦|PHILIPS|09,10,11|philips',
  '周大福|CHOW TAI FOOK|14|chowtaifook',
  '喜茶|HEYTEA|43,30,32|heytea',
  '瑞幸|LUCKIN|43,30|luckin',
  '全聚德|QUANJUDE|43,29|quanjude',
  '六神|LIUSHEN|03,05|jahwa',
  '回力|WARRIOR|25|warrior',
  '新东方|NEW ORIENTAL|41|xdf',
  '顺丰|SF EXPRESS|39|sf',
  '携程|CTRIP|39,43|ctrip',
  '拼多多|PINDUODUO|35|pdd',
  '哔哩哔哩|BILIBILI|41,09,38|bilibili',
]

export interface WellKnownBrand {
  zh: string
  /** The Latin word as registered (HUAWEI, COCA-COLA). */
  latin: string
  /** Nice classes '01'–'45' the brand is filed in. */
  classes: readonly string[]
  owner: BrandOwner & { key: string }
}

const ownerOf = (key: string): BrandOwner & { key: string } => {
  const line = OWNERS[key]
  if (!line) throw new Error(`well-known-marks: no owner '${key}'`)
  const [nameZh = '', nameEn = '', country = '', addressZh = '', addressEn = ''] = line.split('|')
  return { key, nameZh, nameEn, country, addressZh, addressEn }
}

/** The brands, parsed once. */
export const WELL_KNOWN_BRANDS: readonly WellKnownBrand[] = BRANDS.map((line) => {
  const [zh = '', latin = '', classes = '', owner = ''] = line.split('|')
  return { zh, latin, classes: classes.split(','), owner: ownerOf(owner) }
})

/** Owner keys in the order they first appear, so each becomes one party. */
export const WELL_KNOWN_OWNER_KEYS: readonly string[] = [
  ...new Set(WELL_KNOWN_BRANDS.map((b) => b.owner.key)),
]

/** The zh ↔ Latin word pairs of the brands: the mock's small translation dictionary. */
export const BRAND_WORD_PAIRS: readonly (readonly [string, string])[] = WELL_KNOWN_BRANDS.map((b) => [
  b.zh,
  b.latin,
])
