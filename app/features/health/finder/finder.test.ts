import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '#server/adapters/seed/product-data';
import { type FinderAnswers, type FinderProduct, parseFinder, recommend } from './finder';

const products: FinderProduct[] = DEMO_PRODUCTS.map((p) => ({
  Id: p.id,
  Name: p.name,
  ThumbnailImageUrl__c: `/cms/delivery/media/pack-${p.id}`,
  Species__c: p.species,
  LifeStage: p.lifeStage,
  Size: p.size,
  Form: p.form,
  InternalCodes: p.codes,
  PackageGrams: p.packageGrams,
  Price: p.price,
  DiscountRate: p.discountRate,
  Summary: p.summary,
  IsVet: p.vet === true,
  KcalPerKg: p.kcalPerKg,
}));

const dog: FinderAnswers = { species: 'dog', stage: 'adult', size: 'small', activity: 'normal', body: 'normal', neutered: false, weightKg: 10, concerns: [] };

describe('pet food finder', () => {
  it('reads answers with Korean messages per field', () => {
    const bad = parseFinder(new URLSearchParams('species=dog&weight=abc'));
    expect(bad.answers).toBeNull();
    expect(bad.errors).toMatchObject({ stage: '나이를 선택해 주세요.', activity: '활동량을 선택해 주세요.', body: '지금 체형을 선택해 주세요.', neutered: '중성화 여부를 선택해 주세요.' });
    expect(bad.errors.weight).toContain('0.5~90kg');
    const ok = parseFinder(new URLSearchParams('species=cat&stage=senior&weight=4.5&activity=low&body=normal&neutered=yes&concern=urinary&concern=skin'));
    expect(ok.answers).toMatchObject({ species: 'cat', size: null, weightKg: 4.5, concerns: ['urinary'] });
    expect(parseFinder(new URLSearchParams('species=dog&stage=adult&weight=30&activity=low&body=normal&neutered=no')).answers?.size).toBe('large');
  });

  it('puts the concern first, leaves out vet diets and growth feeds for adults, and scales grams by energy density', () => {
    const r = recommend({ ...dog, concerns: ['skin'] }, products);
    expect(r.tableGrams).toBe(194);
    expect(r.recommendations[0]!.product.InternalCodes).toContain(87);
    for (const x of r.recommendations) {
      expect(x.product.IsVet).toBe(false);
      expect(['puppy', 'kitten']).not.toContain(x.product.LifeStage);
      expect(x.grams).toBe(Math.round((194 * 3800) / x.product.KcalPerKg));
    }
    const puppy = recommend({ ...dog, stage: 'young' }, products);
    expect(puppy.recommendations.every((x) => x.product.LifeStage === 'puppy' || x.product.LifeStage === 'all')).toBe(true);
    expect(puppy.recommendations.every((x) => x.grams === null)).toBe(true);
    const cat = recommend({ ...dog, species: 'cat', size: null, concerns: ['hairball'], body: 'overweight' }, products);
    expect(cat.recommendations[0]!.product.Id).toBe('p-cat-hairball-indoor');
  });

  it('feeds a kitten only growth or all-ages food, and says which worries no fitting feed helps with', () => {
    const kitten = recommend({ ...dog, species: 'cat', size: null, stage: 'young', weightKg: 1.2, neutered: true, activity: 'low', concerns: ['urinary', 'weight'] }, products);
    expect(kitten.recommendations.length).toBeGreaterThan(0);
    for (const x of kitten.recommendations) expect(['kitten', 'all']).toContain(x.product.LifeStage);
    expect(kitten.recommendations.map((x) => x.product.Id)).not.toContain('p-cat-neutered');
    expect(kitten.unmetConcerns).toEqual(['urinary', 'weight']);
    expect(recommend({ ...dog, concerns: ['skin'] }, products).unmetConcerns).toEqual([]);
  });

  it('never offers a thin pet a weight-care feed, and feeds it the maintenance amount', () => {
    const thin = recommend({ ...dog, body: 'underweight', activity: 'low', concerns: ['weight'] }, products);
    expect(thin.column).toBe(2);
    for (const x of thin.recommendations) expect(x.product.InternalCodes).not.toContain(99);
    expect(parseFinder(new URLSearchParams('species=dog&stage=adult&weight=4&activity=normal&body=underweight&neutered=no')).answers?.body).toBe('underweight');
  });
});
