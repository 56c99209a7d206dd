/**
 * What each demo feed is made of, first ingredient first, written to agree with what its name,
 * summary and benefits promise (a salmon recipe starts with salmon; a "single animal protein"
 * has one). Kept apart from product-data.ts so the list can be read and checked on its own.
 */
export const DEMO_INGREDIENTS: Readonly<Record<string, string>> = {
  'p-dog-derma-adult': '가수분해 연어 단백질, 현미, 감자, 귀리, 연어유, 비트펄프, 아마씨, 비오틴, 아연, 비타민, 미네랄',
  'p-dog-derma-large': '연어, 현미, 보리, 귀리, 어유(EPA·DHA), 비트펄프, 글루코사민, 비타민, 미네랄',
  'p-dog-derma-wet': '연어, 정제수, 감자, 연어유, 해바라기유, 구아검, 비타민, 미네랄',
  'p-dog-light-small': '닭고기, 현미, 완두, 셀룰로오스, 귀리, 비트펄프, L-카르니틴, 비타민, 미네랄',
  'p-dog-light-large': '닭고기, 현미, 보리, 셀룰로오스, 비트펄프, 어유, L-카르니틴, 글루코사민, 비타민, 미네랄',
  'p-dog-neutered': '닭고기, 현미, 보리, 셀룰로오스, 비트펄프, 크랜베리, 비타민, 미네랄',
  'p-dog-digest-small': '닭고기, 쌀, 귀리, 비트펄프, 치커리(이눌린), 프락토올리고당, 어유, 비타민, 미네랄',
  'p-dog-digest-wet': '닭고기, 정제수, 쌀, 비트펄프, 치커리(이눌린), 구아검, 비타민, 미네랄',
  'p-dog-coat': '연어, 현미, 귀리, 아마씨, 어유, 해바라기유, 비오틴, 아연, 비타민, 미네랄',
  'p-dog-calm': '칠면조, 현미, 귀리, 유청 단백질, 비트펄프, 어유, 마그네슘, 비타민 B군, 미네랄',
  'p-dog-calm-treat': '닭고기, 고구마, 글리세린, L-테아닌, 캐모마일, 비타민 E',
  'p-dog-puppy-small': '닭고기, 쌀, 닭지방, 귀리, 어유(DHA), 비트펄프, 인산칼슘, 비타민, 미네랄',
  'p-dog-puppy-large': '닭고기, 쌀, 보리, 닭지방, 어유(DHA), 비트펄프, 인산칼슘, 글루코사민, 비타민, 미네랄',
  'p-dog-senior': '닭고기, 현미, 귀리, 비트펄프, 글루코사민, 콘드로이틴, 블루베리, 비타민 E, 미네랄',
  'p-dog-senior-wet': '닭고기, 정제수, 당근, 감자, 완두, 구아검, 비타민, 미네랄',
  'p-dog-allround': '닭고기, 현미, 보리, 귀리, 비트펄프, 어유, 치커리(이눌린), 비타민, 미네랄',
  'p-dog-vet-gi': '쌀, 닭고기, 닭지방, 비트펄프, 프락토올리고당, 어유, 염화칼륨, 비타민, 미네랄',
  'p-dog-vet-derm': '가수분해 대두 단백질, 쌀 전분, 코코넛유, 어유, 셀룰로오스, 비타민, 미네랄',
  'p-cat-urinary': '닭고기, 쌀, 옥수수 글루텐, 닭지방, 어유, DL-메티오닌, 타우린, 비타민, 미네랄',
  'p-cat-urinary-wet': '닭고기, 정제수, 닭간, 옥수수 전분, 타우린, 비타민, 미네랄',
  'p-cat-light': '닭고기, 쌀, 셀룰로오스, 완두 섬유, 어유, L-카르니틴, 타우린, 비타민, 미네랄',
  'p-cat-neutered': '닭고기, 쌀, 셀룰로오스, 옥수수 글루텐, 어유, L-카르니틴, DL-메티오닌, 타우린, 비타민, 미네랄',
  'p-cat-digest': '칠면조, 쌀, 비트펄프, 프락토올리고당, 어유, 타우린, 비타민, 미네랄',
  'p-cat-digest-wet': '참치, 정제수, 쌀, 비트펄프, 구아검, 타우린, 비타민, 미네랄',
  'p-cat-coat': '연어, 쌀, 어유, 아마씨, 해바라기유, 비오틴, 아연, 타우린, 비타민, 미네랄',
  'p-cat-dental': '닭고기, 쌀, 셀룰로오스, 옥수수 글루텐, 트리폴리인산나트륨, 타우린, 비타민, 미네랄',
  'p-cat-dental-treat': '닭고기, 쌀가루, 셀룰로오스, 트리폴리인산나트륨, 타우린, 비타민 E',
  'p-cat-hairball': '닭고기, 쌀, 셀룰로오스, 차전자피, 비트펄프, 어유, 타우린, 비타민, 미네랄',
  'p-cat-hairball-indoor': '닭고기, 쌀, 셀룰로오스, 차전자피, 유카 추출물, L-카르니틴, 타우린, 비타민, 미네랄',
  'p-cat-kitten': '닭고기, 쌀, 닭지방, 어유(DHA), 달걀, 타우린, 비타민, 미네랄',
  'p-cat-kitten-wet': '닭고기, 정제수, 닭간, 달걀, 어유(DHA), 타우린, 비타민, 미네랄',
  'p-cat-senior': '닭고기, 쌀, 달걀, 어유, 비트펄프, 블루베리, 타우린, 비타민, 미네랄',
  'p-cat-senior-11': '닭고기, 정제수, 쌀, 어유, 구아검, 타우린, 비타민, 미네랄',
  'p-cat-daily': '닭고기, 연어, 쌀, 옥수수 글루텐, 어유, 셀룰로오스, 타우린, 비타민, 미네랄',
  'p-cat-vet-urinary': '쌀, 닭고기, 옥수수 글루텐, 닭지방, 염화나트륨, DL-메티오닌, 타우린, 비타민, 미네랄',
  'p-cat-vet-gi': '닭고기, 정제수, 쌀, 닭간, 비트펄프, 염화칼륨, 타우린, 비타민, 미네랄',
};

/** The one list every demo feed of a species carried before: replaced where staff left it as it was. */
export const FORMER_DEMO_INGREDIENTS = {
  Dog: '닭고기, 현미, 연어, 보리, 귀리, 비트펄프, 어유, 치커리(이눌린), 비타민, 미네랄',
  Cat: '닭고기, 연어, 쌀, 옥수수 글루텐, 어유, 셀룰로오스, 타우린, 비타민, 미네랄',
} as const;
