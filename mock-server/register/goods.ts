// Goods and services per Nice class, worded after CNIPA's 类似商品和服务区分表 and the Nice alphabetical list.
// Each entry is 'zh|en|group': the item in both languages and its 类似群 (similar group, four digits: the class,
// then the group); six per class so a mark can name up to six from one class.
const GOODS: readonly string[] = [
  '工业用化学品|chemicals used in industry|0102;肥料|fertilizers|0109;胶黏剂（工业用）|adhesives for industrial purposes|0115;灭火制剂|fire extinguishing compositions|0110;工业用淀粉|starch for industrial purposes|0104;植物生长调节剂|plant growth regulating preparations|0105',
  '油漆|paints|0205;清漆|varnishes|0205;防锈剂|anti-rust preparations|0206;食用色素|food colorants|0203;印刷油墨|printing ink|0204;木材防腐剂|wood preservatives|0206',
  '化妆品|cosmetics|0306;洗发液|shampoos|0306;牙膏|toothpaste|0307;香水|perfumes|0306;洗衣剂|laundry detergents|0301;护肤霜|skin care creams|0306',
  '工业用油|industrial oils|0401;润滑油|lubricating oil|0401;蜡烛|candles|0405;燃料|fuel|0402;木炭|charcoal|0403;汽油|gasoline|0402',
  '药品|pharmaceutical preparations|0501;膳食补充剂|dietary supplements|0502;医用营养品|nutritional supplements for medical purposes|0502;消毒剂|disinfectants|0501;婴儿食品|food for babies|0502;中药成药|traditional Chinese medicines|0501',
  '普通金属合金|alloys of common metal|0601;金属门|metal doors|0603;五金器具|ironmongery|0609;金属锁|metal locks|0609;保险箱|safes|0611;金属管道|metal pipes|0602',
  '农业机械|agricultural machines|0701;包装机|packaging machines|0716;电动清洁机器|electric cleaning machines|0748;食品加工机（电动）|electric food processors|0709;三维打印机|3D printers|0705;洗衣机|washing machines|0748',
  '手工具|hand tools|0807;剃须刀|razors|0806;餐具（刀、叉和匙）|cutlery|0812;园艺工具（手动）|garden tools, hand-operated|0803;指甲刀|nail clippers|0806;扳手|spanners|0807',
  '计算机|computers|0901;手机|mobile phones|0907;已录制的计算机程序|recorded computer software|0901;耳机|headphones|0908;眼镜|spectacles|0921;电池|batteries|0922',
  '外科仪器和器械|surgical apparatus and instruments|1001;医用体温计|thermometers for medical purposes|1001;按摩器械|massage apparatus|1004;口罩（医用）|masks for medical purposes|1004;助听器|hearing aids|1004;奶瓶|feeding bottles|1005',
  '灯|lamps|1101;空气调节设备|air-conditioning apparatus|1106;电炊具|electric cooking utensils|1104;热水器|water heaters|1107;空气净化器|air purifiers|1106;冰箱|refrigerators|1105',
  '汽车|automobiles|1202;自行车|bicycles|1204;电动车辆|electric vehicles|1202;轮胎|tyres|1208;无人机|drones|1209;婴儿车|baby carriages|1206',
  '烟花|fireworks|1303;火器|firearms|1301;弹药|ammunition|1301;信号烟火|signal rockets|1303;火药|gunpowder|1302;个人防护用喷雾|personal defence sprays|1304',
  '首饰|jewellery|1403;手表|wristwatches|1404;贵金属|precious metals|1401;钟|clocks|1404;宝石|precious stones|1403;钥匙圈|key rings|1403',
  '乐器|musical instruments|1501;钢琴|pianos|1501;吉他|guitars|1501;鼓（乐器）|drums|1501;乐器盒|cases for musical instruments|1502;节拍器|metronomes|1502',
  '纸|paper|1601;笔记本|notebooks|1605;印刷品|printed matter|1606;书籍|books|1606;文具|stationery|1608;包装用纸袋|paper bags for packaging|1605',
  '橡胶|rubber|1701;塑料管|plastic tubing|1703;绝缘材料|insulating materials|1706;密封垫|sealing gaskets|1702;非金属软管|non-metallic hoses|1704;包装用塑料膜|plastic film for packaging|1703',
  '皮革|leather|1801;手提包|handbags|1802;旅行箱|suitcases|1802;钱包|wallets|1802;雨伞|umbrellas|1804;宠物服装|clothing for pets|1806',
  '非金属建筑材料|non-metallic building materials|1909;水泥|cement|1904;瓷砖|tiles|1906;地板（非金属）|non-metallic floors|1909;建筑用玻璃|building glass|1913;木地板|wood flooring|1901',
  '家具|furniture|2001;床垫|mattresses|2009;镜子|mirrors|2004;枕头|pillows|2009;塑料包装容器|plastic containers for packaging|2002;展示架|display stands|2001',
  '厨房用具|kitchen utensils|2101;玻璃杯|glasses|2104;陶瓷餐具|tableware of porcelain|2105;保温瓶|vacuum bottles|2103;牙刷|toothbrushes|2108;化妆刷|cosmetic brushes|2107',
  '绳索|ropes|2201;帐篷|tents|2202;遮篷|awnings|2202;包装用纺织品袋|textile bags for packaging|2203;网|nets|2202;羽绒（禽类）|down (feathers)|2204',
  '纺织用纱|yarns for textile use|2301;线|threads|2302;人造线和纱|spun thread and yarn|2301;绒线|wool yarn|2303;刺绣用丝线|embroidery thread|2302;棉线|cotton thread|2302',
  '纺织品|textiles|2401;床单|bed sheets|2406;毛巾|towels|2405;被子|quilts|2406;窗帘|curtains|2407;布|fabrics|2401',
  '服装|clothing|2501;鞋|footwear|2507;帽子|headwear|2508;运动服|sportswear|2503;内衣|underwear|2501;围巾|scarves|2511',
  '花边|lace|2601;纽扣|buttons|2603;假发|wigs|2604;发夹|hair clips|2602;人造花|artificial flowers|2606;拉链|zip fasteners|2603',
  '地毯|carpets|2701;地垫|floor mats|2703;墙纸|wallpaper|2704;瑜伽垫|yoga mats|2703;汽车用垫|automobile mats|2703;人工草皮|artificial turf|2703',
  '玩具|toys|2802;游戏器具|games|2801;体育用品|sporting goods|2804;健身器材|exercise machines|2805;圣诞树装饰品|christmas tree decorations|2810;钓鱼用具|fishing tackle|2811',
  '肉|meat|2901;奶制品|dairy products|2907;食用油|edible oils|2908;加工过的坚果|processed nuts|2911;冻干水果|freeze-dried fruits|2904;豆腐|tofu|2913',
  '咖啡|coffee|3001;茶|tea|3002;糖果|confectionery|3004;面包|bread|3006;调味品|seasonings|3013;大米|rice|3008',
  '新鲜水果|fresh fruits|3105;新鲜蔬菜|fresh vegetables|3106;动物饲料|animal foodstuffs|3108;鲜花|natural flowers|3103;种子|seeds|3107;活动物|live animals|3104',
  '啤酒|beer|3201;矿泉水|mineral water|3202;果汁|fruit juices|3202;无酒精饮料|non-alcoholic beverages|3202;植物饮料|plant-based beverages|3202;功能饮料|energy drinks|3202',
  '白酒|baijiu|3301;葡萄酒|wine|3301;烈酒|spirits|3301;黄酒|yellow rice wine|3301;果酒（含酒精）|fruit wine|3301;鸡尾酒|cocktails|3301',
  '香烟|cigarettes|3401;烟草|tobacco|3401;电子香烟|electronic cigarettes|3406;火柴|matches|3403;烟灰缸|ashtrays|3402;打火机|lighters for smokers|3404',
  '广告|advertising|3501;替他人推销|sales promotion for others|3503;在线零售服务|online retail services|3503;人力资源管理|human resources management|3504;商业管理咨询|business management consultancy|3502;进出口代理|import-export agency services|3502',
  '保险|insurance|3601;银行|banking|3602;不动产代理|real estate agency|3604;金融服务|financial services|3602;艺术品估价|art appraisal|3603;募集慈善基金|charitable fund raising|3607',
  '建筑|building construction|3702;室内装潢|interior decoration|3704;车辆保养和修理|vehicle maintenance and repair|3707;清洁建筑物|cleaning of buildings|3704;电器设备的安装和修理|installation and repair of electric appliances|3706;采矿|mining extraction|3703',
  '电信服务|telecommunication services|3802;信息传送|transmission of information|3802;提供互联网聊天室|providing internet chatrooms|3802;视频点播传输|video-on-demand transmission|3802;无线广播|radio broadcasting|3801;电子邮件传输|electronic mail transmission|3802',
  '运输|transport|3901;货物贮存|storage of goods|3906;快递服务|courier services|3909;旅行预订|booking of travel|3912;包装商品|packaging of goods|3901;出租车运输|taxi transport|3903',
  '材料处理|treatment of materials|4001;定做服装|custom tailoring|4010;印刷|printing|4015;食品加工|food processing|4008;废物再生|recycling of waste|4012;三维打印服务|3D printing services|4001',
  '教育|education|4101;培训|training|4101;组织体育活动|organising sports competitions|4105;在线电子书籍出版|publication of electronic books online|4104;健身俱乐部|health club services|4105;娱乐|entertainment|4105',
  '技术研究|technological research|4209;软件设计|software design|4220;平台即服务|platform as a service|4220;工业品外观设计|industrial design|4213;质量控制|quality control|4209;云计算|cloud computing|4220',
  '餐厅|restaurant services|4301;住所代理（旅馆、供膳寄宿处）|hotel reservations|4301;咖啡馆|café services|4301;茶馆|teahouse services|4301;提供野营场地设施|providing campground facilities|4301;托儿所服务|day-nursery services|4304',
  '医疗服务|medical services|4401;美容服务|beauty care|4402;医疗诊所服务|medical clinic services|4401;园艺|horticulture|4404;宠物梳洗|pet grooming|4403;眼镜行服务|optician services|4401',
  '法律服务|legal services|4506;安全保卫服务|security services|4501;交友服务|dating services|4502;知识产权许可|licensing of intellectual property|4506;服装出租|clothing rental|4503;在线社交网络服务|online social networking services|4502',
]

export interface GoodsItem {
  zh: string
  en: string
  /** The similar group (类似群) the item belongs to, e.g. '0901'. */
  group: string
}

/** Goods of class n (1–45), parsed once. */
export const GOODS_BY_CLASS: readonly (readonly GoodsItem[])[] = GOODS.map((line) =>
  line.split(';').map((item) => {
    const [zh = '', en = '', group = ''] = item.split('|')
    return { zh, en, group }
  }),
)

/** Class numbers as the register writes them: '01'–'45'. */
export const CLASS_NOS: readonly string[] = GOODS.map((_, i) => String(i + 1).padStart(2, '0'))
