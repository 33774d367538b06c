import { type CategorySeed, foodImage } from './catalogTypes'
import { names } from './upsert'

/** Cold-chain menus (menu type 5): frozen and bottled goods delivered chilled. */

export const CAFE_COLD_CHAIN: CategorySeed[] = [
  {
    code: 'frozen',
    ...names('急凍外賣', 'Frozen Take-home', '急冻外卖'),
    foods: [
      {
        code: 'frozen-pineapple-buns',
        ...names('急凍菠蘿包（6個裝）', 'Frozen Pineapple Buns (6 pcs)', '急冻菠萝包（6个装）'),
        description: '焗爐 180°C 焗 8 分鐘即成。',
        description1: 'Bake at 180°C for 8 minutes.',
        description2: '烤箱 180°C 烤 8 分钟即成。',
        price: '88.00',
        surplusNum: 40,
        remainingNumber: 40,
        imageUrl: foodImage('frozen-pineapple-buns'),
      },
      {
        code: 'frozen-curry-brisket',
        ...names('自家製咖喱牛腩（500克）', 'Curry Beef Brisket (500 g)', '自家制咖喱牛腩（500克）'),
        price: '98.00',
        imageUrl: foodImage('frozen-curry-brisket'),
      },
    ],
  },
  {
    code: 'bottled',
    ...names('樽裝飲品', 'Bottled Drinks', '瓶装饮品'),
    limitType: 2,
    limitAmount: 10,
    foods: [
      {
        code: 'bottled-milk-tea',
        ...names('樽裝港式奶茶（6支）', 'Bottled Milk Tea (6 bottles)', '瓶装港式奶茶（6支）'),
        price: '108.00',
        limitType: 1,
        limitAmount: 3,
        imageUrl: foodImage('bottled-milk-tea'),
      },
      {
        code: 'bottled-lemon-tea',
        ...names('樽裝凍檸茶（6支）', 'Bottled Lemon Tea (6 bottles)', '瓶装冻柠茶（6支）'),
        price: '98.00',
        imageUrl: foodImage('bottled-lemon-tea'),
      },
    ],
  },
]

export const HARBOUR_COLD_CHAIN: CategorySeed[] = [
  {
    code: 'frozen-dim-sum',
    ...names('急凍點心', 'Frozen Dim Sum', '急冻点心'),
    foods: [
      {
        code: 'frozen-har-gow',
        ...names('急凍蝦餃（20粒）', 'Frozen Har Gow (20 pcs)', '急冻虾饺（20粒）'),
        description: '大火蒸 6 分鐘。',
        description1: 'Steam on high heat for 6 minutes.',
        description2: '大火蒸 6 分钟。',
        price: '168.00',
        imageUrl: foodImage('frozen-har-gow'),
      },
      {
        code: 'frozen-turnip-cake',
        ...names('臘味蘿蔔糕（1斤）', 'Turnip Cake with Chinese Sausage (600 g)', '腊味萝卜糕（1斤）'),
        price: '98.00',
        imageUrl: foodImage('frozen-turnip-cake'),
      },
    ],
  },
  {
    code: 'pantry',
    ...names('海味醬料', 'Sauces & Dried Seafood', '海味酱料'),
    foods: [
      {
        code: 'xo-sauce',
        ...names('自家製XO醬', 'House XO Sauce', '自家制XO酱'),
        price: '128.00',
        limitType: 1,
        limitAmount: 2,
        imageUrl: foodImage('xo-sauce'),
      },
      {
        code: 'canned-abalone',
        ...names('原隻鮑魚（罐裝）', 'Whole Abalone (canned)', '原只鲍鱼（罐装）'),
        price: '298.00',
        marketPrice: '338.00',
        surplusNum: 12,
        remainingNumber: 12,
        imageUrl: foodImage('canned-abalone'),
      },
    ],
  },
]
