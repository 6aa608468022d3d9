/**
 * Business sectors and sub-sectors for the goods recommendations (trademark/getDomain, getDomainSecond,
 * addIntelligence). Each sub-sector names the standard items an agent would usually file for such a
 * business, as 'class:Chinese name' of the standard list (nice-goods-data.ts / nice-services-data.ts); a test
 * checks that every pick exists.
 */
export interface SubSectorSpec {
  code: string
  nameZh: string
  nameEn: string
  picks: readonly string[]
}

export interface SectorSpec {
  code: string
  nameZh: string
  nameEn: string
  subSectors: readonly SubSectorSpec[]
}

const sub = (code: string, nameZh: string, nameEn: string, picks: string): SubSectorSpec => ({
  code,
  nameZh,
  nameEn,
  picks: picks.split(';'),
})

export const SECTORS: readonly SectorSpec[] = [
  {
    code: 'it',
    nameZh: '信息技术与互联网',
    nameEn: 'Information technology and internet',
    subSectors: [
      sub(
        'it-software',
        '软件开发',
        'Software development',
        '09:可下载的计算机应用软件;09:已录制的计算机程序;42:计算机软件设计;42:计算机编程;42:软件即服务（SaaS）;42:计算机软件维护;42:信息技术咨询服务',
      ),
      sub(
        'it-ecommerce',
        '电子商务平台',
        'E-commerce platforms',
        '35:为商品和服务的买卖双方提供在线市场;35:计算机网络上的在线广告;35:在线零售服务;38:提供在线论坛;42:托管计算机站（网站）;36:电子转账;09:可下载的手机应用软件',
      ),
      sub(
        'it-social',
        '社交与内容平台',
        'Social media and content platforms',
        '38:提供互联网聊天室;38:数据流传输;41:提供在线视频（非下载）;41:提供在线电子出版物（非下载）;45:交友服务;09:可下载的手机应用软件;35:广告',
      ),
      sub(
        'it-cloud',
        '云计算与数据服务',
        'Cloud and data services',
        '42:云计算;42:平台即服务（PaaS）;42:数据加密服务;42:托管计算机站（网站）;38:数字文件传送;09:计算机',
      ),
      sub(
        'it-games',
        '网络游戏',
        'Online games',
        '09:可下载的计算机应用软件;28:电子游戏机;41:提供在线游戏;41:娱乐服务;28:玩具;09:可下载的图像文件',
      ),
    ],
  },
  {
    code: 'electronics',
    nameZh: '消费电子',
    nameEn: 'Consumer electronics',
    subSectors: [
      sub(
        'el-phones',
        '手机及配件',
        'Phones and accessories',
        '09:手机;09:智能手机;09:耳机;09:移动电源（可充电电池）;09:电池充电器;09:自拍杆（手持单脚架）;09:可穿戴活动追踪器;37:电话安装和修理',
      ),
      sub(
        'el-computers',
        '电脑及外设',
        'Computers and peripherals',
        '09:计算机;09:笔记本电脑;09:平板电脑;09:计算机键盘;09:鼠标（计算机外围设备）;09:显示器（计算机硬件）;09:U盘;37:计算机硬件的安装、维护和修理',
      ),
      sub(
        'el-audio',
        '影音设备',
        'Audio and video equipment',
        '09:扬声器音箱;09:智能音箱;09:耳机;09:电视机;09:麦克风;09:便携式媒体播放器;09:摄像机',
      ),
      sub(
        'el-smart-home',
        '智能家居',
        'Smart home',
        '09:智能音箱;09:防盗警报器;09:烟雾探测器;09:电门铃;11:发光二极管（LED）照明器具;11:空气净化装置和机器;07:扫地机器人',
      ),
    ],
  },
  {
    code: 'appliances',
    nameZh: '家用电器',
    nameEn: 'Household appliances',
    subSectors: [
      sub(
        'ap-kitchen',
        '厨房电器',
        'Kitchen appliances',
        '11:电饭锅;11:微波炉（厨房用具）;11:电水壶;11:空气炸锅;11:电磁炉;07:电动食品加工机;07:电动豆浆机;07:洗碗机;11:厨房用抽油烟机',
      ),
      sub(
        'ap-cleaning',
        '清洁电器',
        'Cleaning appliances',
        '07:吸尘器;07:扫地机器人;07:洗衣机;07:高压洗涤机;11:电动干衣机',
      ),
      sub(
        'ap-climate',
        '环境电器',
        'Climate and water appliances',
        '11:空气调节设备;11:电风扇;11:空气净化装置和机器;11:加湿器;11:除湿器;11:热水器;11:净水器',
      ),
      sub(
        'ap-personal',
        '个人护理电器',
        'Personal care appliances',
        '11:电吹风;08:剃须刀;08:直发器;08:卷发钳;21:电动牙刷;21:冲牙器;08:理发推子',
      ),
    ],
  },
  {
    code: 'fashion',
    nameZh: '服装鞋帽箱包',
    nameEn: 'Fashion, footwear and bags',
    subSectors: [
      sub(
        'fa-clothing',
        '服装',
        'Clothing',
        '25:服装;25:T恤衫;25:衬衫;25:裤子;25:连衣裙;25:外衣;25:毛衣;35:在线零售服务',
      ),
      sub('fa-shoes', '鞋', 'Footwear', '25:鞋;25:运动鞋;25:靴;25:拖鞋;25:凉鞋;25:高跟鞋;03:鞋油'),
      sub(
        'fa-bags',
        '箱包',
        'Bags and luggage',
        '18:手提包;18:旅行箱;18:背包;18:钱包;18:公文包;18:腰包;18:名片夹',
      ),
      sub(
        'fa-accessories',
        '服饰配件',
        'Fashion accessories',
        '25:帽子;25:围巾;25:领带;25:腰带;25:手套（服装）;26:发夹;26:发带;14:袖扣',
      ),
      sub(
        'fa-kids',
        '童装',
        'Children’s wear',
        '25:婴儿全套衣;25:婴儿裤（内衣）;25:非纸制围涎;24:婴儿睡袋;25:袜;28:玩具',
      ),
    ],
  },
  {
    code: 'beauty',
    nameZh: '美妆个护',
    nameEn: 'Beauty and personal care',
    subSectors: [
      sub(
        'be-skincare',
        '护肤品',
        'Skin care',
        '03:化妆品;03:护肤用化妆剂;03:化妆用乳液;03:洗面奶;03:面膜;03:防晒制剂;03:卸妆制剂;44:美容院',
      ),
      sub('be-makeup', '彩妆', 'Make-up', '03:口红;03:睫毛膏;03:指甲油;21:化妆刷;21:化妆用海绵;03:化妆品'),
      sub('be-hair', '洗护发', 'Hair care', '03:洗发液;03:护发素;08:卷发钳;11:电吹风;44:理发;26:假发'),
      sub(
        'be-fragrance',
        '香水香氛',
        'Fragrance',
        '03:香水;03:香精油;03:空气芳香剂;04:香味蜡烛;03:芳香扩香棒;03:百花香（香料）',
      ),
      sub(
        'be-oral',
        '口腔护理',
        'Oral care',
        '03:牙膏;03:非医用漱口剂;03:口气清新喷雾;21:牙刷;21:电动牙刷;21:牙线;44:牙科服务',
      ),
    ],
  },
  {
    code: 'food',
    nameZh: '食品',
    nameEn: 'Food',
    subSectors: [
      sub(
        'fo-snacks',
        '休闲零食',
        'Snacks',
        '29:加工过的坚果;29:肉干;29:冻干水果;29:炸马铃薯片;30:饼干;30:糖果;30:巧克力;30:以谷物为主的零食小吃;30:爆米花',
      ),
      sub('fo-bakery', '烘焙', 'Bakery', '30:面包;30:糕点;30:蛋糕;30:月饼;30:饼干;30:三明治;43:咖啡馆'),
      sub('fo-dairy', '乳制品', 'Dairy', '29:牛奶;29:酸奶;29:奶酪;29:黄油;29:奶粉;29:以奶为主的牛奶饮料'),
      sub(
        'fo-condiments',
        '调味品',
        'Condiments and seasonings',
        '30:酱油;30:醋;30:调味品;30:味精;30:辣椒酱;30:番茄酱;30:香料;29:食用油',
      ),
      sub(
        'fo-frozen',
        '速冻与方便食品',
        'Frozen and convenience food',
        '30:饺子;30:包子;30:方便面;30:春卷;30:粽子;29:冷冻水果;30:冰淇淋',
      ),
      sub('fo-fresh', '生鲜农产品', 'Fresh produce', '31:新鲜水果;31:新鲜蔬菜;29:肉;29:非活鱼;29:蛋;30:米'),
    ],
  },
  {
    code: 'beverages',
    nameZh: '饮料酒水',
    nameEn: 'Beverages and alcohol',
    subSectors: [
      sub('bv-tea', '茶', 'Tea', '30:茶;30:茶饮料;30:冰茶;30:绿茶;43:茶馆服务;21:陶瓷杯'),
      sub(
        'bv-coffee',
        '咖啡',
        'Coffee',
        '30:咖啡;30:咖啡饮料;30:未烘过的咖啡;11:电咖啡机;07:非手动咖啡研磨机;43:咖啡馆',
      ),
      sub(
        'bv-soft',
        '软饮料',
        'Soft drinks',
        '32:矿泉水（饮料）;32:纯净水（饮料）;32:果汁;32:汽水;32:无酒精饮料;32:能量饮料;32:植物饮料',
      ),
      sub('bv-beer', '啤酒', 'Beer', '32:啤酒;32:精酿啤酒;32:无酒精啤酒;43:酒吧服务;40:为他人酿制啤酒'),
      sub(
        'bv-wine',
        '酒类',
        'Wines and spirits',
        '33:白酒;33:葡萄酒;33:黄酒;33:威士忌;33:起泡葡萄酒;33:鸡尾酒;33:果酒（含酒精）',
      ),
    ],
  },
  {
    code: 'health',
    nameZh: '医药健康',
    nameEn: 'Health and medicine',
    subSectors: [
      sub(
        'he-pharma',
        '药品',
        'Pharmaceuticals',
        '05:药品;05:人用药;05:中药成药;05:维生素制剂;05:医用糖浆;35:药用、兽医用、卫生用制剂和医疗用品的零售服务',
      ),
      sub(
        'he-supplements',
        '保健食品',
        'Dietary supplements',
        '05:人用膳食补充剂;05:蛋白质膳食补充剂;05:医用营养品;05:鱼肝油;30:蜂蜜;30:非医用蜂王浆',
      ),
      sub(
        'he-devices',
        '医疗器械',
        'Medical devices',
        '10:医疗器械和仪器;10:医用体温计;10:血压计;10:外科用口罩;10:按摩器械;10:助听器;10:血液检测仪器',
      ),
      sub(
        'he-clinics',
        '医疗服务',
        'Clinics and care',
        '44:医疗诊所服务;44:医院;44:牙科服务;44:理疗;44:远程医疗服务;44:健康咨询',
      ),
      sub(
        'he-baby',
        '母婴用品',
        'Mother and baby',
        '05:婴儿食品;05:婴儿奶粉;05:婴儿尿布;10:奶瓶;10:吸奶器;10:婴儿安抚奶嘴;12:婴儿车',
      ),
    ],
  },
  {
    code: 'home',
    nameZh: '家居建材',
    nameEn: 'Home and building materials',
    subSectors: [
      sub(
        'ho-furniture',
        '家具',
        'Furniture',
        '20:家具;20:沙发;20:桌子;20:椅子（座椅）;20:床;20:床垫;20:办公家具',
      ),
      sub(
        'ho-textiles',
        '家纺',
        'Home textiles',
        '24:床单（纺织品）;24:羽绒被套;24:枕套;24:纺织品毛巾;24:纺织品或塑料帘;20:枕头;27:地毯',
      ),
      sub(
        'ho-kitchenware',
        '厨具餐具',
        'Kitchenware',
        '21:厨房用具;21:煎锅;21:炒锅;21:碗;21:筷子;21:保温杯;08:厨房用刀',
      ),
      sub(
        'ho-building',
        '建材',
        'Building materials',
        '19:非金属建筑材料;19:非金属建筑用瓷砖;19:木地板;19:水泥;06:金属门;19:建筑用玻璃;02:油漆',
      ),
      sub(
        'ho-renovation',
        '装修服务',
        'Renovation services',
        '37:室内装潢;37:室内外油漆;37:安装门窗;42:室内设计;37:建筑',
      ),
    ],
  },
  {
    code: 'vehicles',
    nameZh: '汽车出行',
    nameEn: 'Automotive and mobility',
    subSectors: [
      sub(
        've-cars',
        '整车',
        'Vehicles',
        '12:汽车;12:电动运载工具;12:卡车;12:野营车;37:机动车保养和修理;39:汽车出租',
      ),
      sub(
        've-parts',
        '汽车配件',
        'Car parts and accessories',
        '12:车辆座椅;12:风挡刮水器;12:汽车轮胎;12:车辆防盗设备;11:车辆用灯;27:汽车用地毯;04:发动机油',
      ),
      sub(
        've-ev',
        '新能源汽车',
        'Electric vehicles',
        '12:电动运载工具;09:电动车辆用充电站;09:电池;37:电动车辆充电;07:发电机',
      ),
      sub(
        've-bikes',
        '两轮出行',
        'Bicycles and scooters',
        '12:自行车;12:电动自行车;12:滑板车（交通工具）;12:摩托车;12:自行车轮胎;09:安全头盔',
      ),
      sub(
        've-services',
        '出行服务',
        'Mobility services',
        '39:出租车运输;39:汽车共享服务;39:司机服务;39:停车场服务;09:可下载的手机应用软件;39:GPS导航服务',
      ),
    ],
  },
  {
    code: 'education',
    nameZh: '教育培训',
    nameEn: 'Education and training',
    subSectors: [
      sub(
        'ed-training',
        '职业培训',
        'Vocational training',
        '41:培训;41:安排和组织培训班;41:职业指导（教育或培训咨询）;41:函授课程;41:安排和组织会议',
      ),
      sub(
        'ed-online',
        '在线教育',
        'Online education',
        '41:教育服务;41:提供在线电子出版物（非下载）;41:在线电子书籍和杂志的出版;09:可下载的电子出版物;09:可下载的计算机应用软件;38:视频会议服务',
      ),
      sub(
        'ed-kids',
        '少儿教育',
        'Children’s education',
        '41:幼儿园;41:辅导（培训）;28:积木（玩具）;16:书籍;16:文具;43:日间托儿所（看孩子）',
      ),
      sub(
        'ed-publishing',
        '图书出版',
        'Publishing',
        '16:书籍;16:杂志（期刊）;16:印刷出版物;41:书籍出版;09:可下载的电子出版物',
      ),
    ],
  },
  {
    code: 'hospitality',
    nameZh: '餐饮酒店',
    nameEn: 'Restaurants and hotels',
    subSectors: [
      sub(
        'hp-restaurants',
        '餐厅',
        'Restaurants',
        '43:餐厅;43:自助餐厅;43:快餐馆;43:外卖服务;43:备办宴席;29:汤',
      ),
      sub(
        'hp-cafes',
        '咖啡茶饮店',
        'Cafés and tea shops',
        '43:咖啡馆;43:茶馆服务;32:果汁;30:茶饮料;30:咖啡饮料;30:糕点',
      ),
      sub(
        'hp-hotels',
        '酒店住宿',
        'Hotels and lodging',
        '43:旅馆服务;43:汽车旅馆;43:酒店预订;43:临时住宿预订;43:会议室出租;39:旅行预订',
      ),
      sub('hp-bars', '酒吧', 'Bars', '43:酒吧服务;33:鸡尾酒;32:啤酒;41:现场表演;41:娱乐服务'),
    ],
  },
  {
    code: 'finance',
    nameZh: '金融服务',
    nameEn: 'Financial services',
    subSectors: [
      sub(
        'fi-banking',
        '银行与支付',
        'Banking and payments',
        '36:银行;36:在线银行;36:电子转账;36:发行信用卡;36:金融咨询;09:可下载的手机应用软件',
      ),
      sub('fi-insurance', '保险', 'Insurance', '36:保险服务;36:人寿保险;36:健康保险;36:保险经纪;36:保险咨询'),
      sub(
        'fi-investment',
        '投资理财',
        'Investment',
        '36:资本投资;36:金融分析;36:证券经纪;36:金融咨询;36:融资服务',
      ),
      sub(
        'fi-realestate',
        '房地产',
        'Real estate',
        '36:不动产代理;36:不动产管理;36:公寓出租;36:办公室出租（不动产）;37:建筑',
      ),
    ],
  },
  {
    code: 'culture',
    nameZh: '文化娱乐体育',
    nameEn: 'Culture, entertainment and sport',
    subSectors: [
      sub(
        'cu-film',
        '影视传媒',
        'Film and media',
        '41:电影制作（广告片除外）;41:广播和电视节目制作;41:提供在线视频（非下载）;38:电视播放;38:视频点播传输;35:广告',
      ),
      sub(
        'cu-music',
        '音乐',
        'Music',
        '15:乐器;15:钢琴;15:吉他;09:可下载的音乐文件;41:提供在线音乐（非下载）;41:现场表演',
      ),
      sub(
        'cu-sports',
        '体育健身',
        'Sports and fitness',
        '28:锻炼身体器械;28:健身用跑步机;28:哑铃;27:瑜伽垫;41:健身俱乐部（健身和体能训练）;25:运动服;25:运动鞋',
      ),
      sub(
        'cu-toys',
        '玩具',
        'Toys',
        '28:玩具;28:玩偶;28:毛绒玩具;28:积木（玩具）;28:拼图玩具;28:遥控玩具车;28:桌上游戏',
      ),
      sub(
        'cu-outdoor',
        '户外运动',
        'Outdoor sports',
        '22:帐篷;20:睡袋;28:钓鱼用具;18:登山杖;25:登山鞋;18:背包',
      ),
    ],
  },
  {
    code: 'business',
    nameZh: '商务与专业服务',
    nameEn: 'Business and professional services',
    subSectors: [
      sub(
        'bu-advertising',
        '广告营销',
        'Advertising and marketing',
        '35:广告;35:计算机网络上的在线广告;35:广告策划;35:市场营销;35:广告材料设计;42:平面美术设计',
      ),
      sub(
        'bu-consulting',
        '企业管理咨询',
        'Management consulting',
        '35:商业管理咨询;35:工商管理辅助;35:市场调研;35:提供商业信息;35:特许经营的商业管理',
      ),
      sub(
        'bu-hr',
        '人力资源',
        'Human resources',
        '35:人力资源管理;35:职业介绍所;35:人员招收;35:猎头服务;41:培训',
      ),
      sub(
        'bu-legal',
        '法律与知识产权',
        'Legal and intellectual property',
        '45:法律服务;45:知识产权咨询;45:知识产权监督;45:版权管理;45:知识产权许可;45:诉讼服务',
      ),
      sub('bu-accounting', '财税服务', 'Accounting and tax', '35:会计;35:税务申报准备;35:簿记;35:财务审计'),
      sub(
        'bu-logistics',
        '物流',
        'Logistics',
        '39:运输;39:货运;39:货物贮存;39:快递服务（信件或商品）;39:商品包装;39:仓库出租',
      ),
    ],
  },
]
