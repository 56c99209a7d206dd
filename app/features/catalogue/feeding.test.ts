import { describe, expect, it } from 'vitest';
import { dailyEnergyKcal, energyFactor, formatKg, gramsForEnergy, restingEnergy } from './feeding';

describe('daily energy and grams', () => {
  it('resting energy is 70 × kg^0.75', () => {
    expect(Math.round(restingEnergy(10))).toBe(394);
    expect(Math.round(restingEnergy(1))).toBe(70);
  });

  it('factors follow life stage, activity and neutering', () => {
    expect(energyFactor('Dog', 'adult', 'normal', true)).toBe(1.6);
    expect(energyFactor('Dog', 'adult', 'normal', false)).toBe(1.8);
    expect(energyFactor('Dog', 'young', 'normal', false)).toBe(2.0);
    expect(energyFactor('Cat', 'adult', 'normal', true)).toBe(1.2);
    expect(energyFactor('Cat', 'senior', 'low', false)).toBe(1.2);
  });

  it('a neutered 10 kg adult dog of normal activity needs about 630 kcal, 164 g of a 3,850 kcal/kg feed', () => {
    const kcal = dailyEnergyKcal({ species: 'Dog', weightKg: 10, stage: 'adult', activity: 'normal', neutered: true });
    expect(kcal).toBe(630);
    expect(gramsForEnergy(kcal, 3850)).toBe(164);
  });

  it('a neutered 4 kg indoor cat needs about 238 kcal', () => {
    expect(dailyEnergyKcal({ species: 'Cat', weightKg: 4, stage: 'adult', activity: 'normal', neutered: true })).toBe(238);
  });

  it('no energy density gives no grams', () => {
    expect(gramsForEnergy(500, 0)).toBe(0);
  });

  it('prints weights as feeding tables do', () => {
    expect(formatKg(2500)).toBe('2.5kg');
    expect(formatKg(10000)).toBe('10kg');
  });
});
